import { chromium } from 'playwright-core';
const base = process.env.BASE;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const pages = (process.env.PAGES || '/,/courses,/sewee-login,/course-details,/dashboard').split(',');
for (const width of [390, 1280]) {
  const ctx = await browser.newContext({ viewport: { width, height: width === 390 ? 844 : 800 }, locale: 'ar-EG' });
  await ctx.addCookies([{ name: 'sewee-lang', value: 'ar', url: base }]);
  const login = await ctx.request.post(base + '/api/auth/login', { data: { email: 'student@sewee.test', password: 'SeweeStudent#2026' } });
  const list = await (await ctx.request.get(base + '/api/student/course/get')).json();
  const page = await ctx.newPage();
  for (const p of pages) {
    const path = p === '/course-details' ? `/course/details/${list.data[0]._id}` : p;
    await page.goto(base + path);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(300);
    const name = p.replace(/\//g, '_') || 'home';
    await page.screenshot({ path: `/tmp/shots-lang/ar-${width}${name}.png` });
    if (width === 390 && p === '/') {
      await page.getByRole('button').first().click();
      await page.waitForTimeout(200);
      await page.screenshot({ path: `/tmp/shots-lang/ar-390-menu.png` });
    }
  }
  await ctx.close();
}
await browser.close();
