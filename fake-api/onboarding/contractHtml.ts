import type { ContractDocument } from '../../dataProvider/onboardingWireTypes';

/**
 * The designer agreement as the server renders it: HTML from the server, which the portal
 * sanitizes (no inline handler: the contract tab's CSP forbids them).
 */
export function contractHtml(document: ContractDocument): string {
  return [
    `<h2>${escapeHtml(document.title)}</h2>`,
    `<p>${escapeHtml(document.parties)}</p>`,
    '<ol>',
    ...document.clauses.map(
      (clause) =>
        `<li><strong>${escapeHtml(clause.heading)}</strong>: ${escapeHtml(clause.body)}</li>`,
    ),
    '</ol>',
    `<p><small>v${escapeHtml(document.version)} · ${document.language}</small></p>`,
  ].join('');
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
