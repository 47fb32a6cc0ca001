import { chromium } from 'playwright-core';
import http from 'node:http';
const body = Buffer.alloc(15_000_000, 7);
const server = http.createServer((req, res) => {
  if (req.url === '/') { res.writeHead(200, {'content-type':'text/html'}); res.end('<p>x</p>'); return; }
  res.writeHead(200, {'content-type':'application/octet-stream','content-length':body.length}); res.end(body);
}).listen(0);
const port = server.address().port;
const flags = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: ['--no-sandbox', '--disable-gpu', ...flags] });
const page = await browser.newPage();
await page.goto(`http://localhost:${port}/`);
const out = [];
for (let i = 0; i < 4; i++) {
  const ms = await page.evaluate(async () => { const t = performance.now(); const b = await (await fetch('/f?' + Math.random())).arrayBuffer(); return Math.round(performance.now() - t); });
  out.push(ms);
}
const t = Date.now(); await new Promise((r) => http.get(`http://localhost:${port}/f`, (res) => { res.on('data', () => {}); res.on('end', r); }));
console.log(flags.join(' ') || 'default', out, 'node', Date.now() - t);
await browser.close(); server.close();
