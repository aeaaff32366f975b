import { chromium } from '@playwright/test';
const base = process.env.BASE ?? 'http://127.0.0.1:3300';
const pages = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--use-angle=swiftshader','--enable-unsafe-swiftshader'] });
const width = Number(process.env.W ?? 1440);
const ctx = await browser.newContext({ viewport: { width, height: 900 } });
if (process.env.LOGIN) {
  const r = await ctx.request.post(base + '/api/v1/auth/login', { data: { phoneNumber: process.env.LOGIN, password: 'linksight-demo' } });
  const j = await r.json();
  await ctx.addInitScript((t) => localStorage.setItem('id_token', t), j.accessToken);
}
const page = await ctx.newPage();
for (const p of pages) {
  await page.goto(base + p);
  await page.waitForTimeout(Number(process.env.WAIT ?? 4000));
  const name = p.replace(/[^a-z0-9]+/gi, '_') + '_' + width;
  await page.screenshot({ path: `/tmp/shots/${name}.png`, fullPage: process.env.FULL === '1' });
  console.log(name, page.url());
}
await browser.close();
