import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { Browser, BrowserContextOptions, chromium, Page } from 'playwright-core';

/** Debian's chromium, headless, with nothing phoning home (shared/STACK.md, "Browser tests"). */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
  });
}

/** A phone-sized viewport with touch, as players use the public pages. */
export const PHONE: BrowserContextOptions = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };

/** A scorekeeper's laptop. */
export const DESKTOP: BrowserContextOptions = { viewport: { width: 1280, height: 900 } };

/** A console error or uncaught page error seen while a page was open. */
export interface PageProblem {
  kind: 'console' | 'pageerror';
  text: string;
  url: string;
}

/** An error the test provoked on purpose; `why` is required so every excuse is written down. */
interface ExpectedProblem {
  pattern: RegExp;
  why: string;
}

/** One browser page in its own context, with everything it logged as an error and every URL it requested. */
export class WatchedPage {
  private readonly problems: PageProblem[] = [];
  private readonly expectations: ExpectedProblem[] = [];
  readonly requests: string[] = [];

  private constructor(readonly page: Page) {
    page.on('console', (message) => {
      if (message.type() === 'error') this.problems.push({ kind: 'console', text: message.text(), url: page.url() });
    });
    page.on('pageerror', (error) => this.problems.push({ kind: 'pageerror', text: `${error.name}: ${error.message}`, url: page.url() }));
    page.on('request', (request) => this.requests.push(request.url()));
  }

  static async open(browser: Browser, options: BrowserContextOptions = DESKTOP): Promise<WatchedPage> {
    const context = await browser.newContext(options);
    const page = await context.newPage();
    // The machine running CI is shared and busy: bounded, but generous.
    page.setDefaultTimeout(20_000);
    page.setDefaultNavigationTimeout(30_000);
    return new WatchedPage(page);
  }

  /** Declares errors the test provokes on purpose (e.g. the browser's own net:: errors while offline). */
  expectProblems(pattern: RegExp, why: string): void {
    this.expectations.push({ pattern, why });
  }

  /** Console errors and page errors that no expectation explains. */
  unexpectedProblems(): PageProblem[] {
    return this.problems.filter((problem) => !this.expectations.some((expected) => expected.pattern.test(problem.text)));
  }

  /** Full-page screenshot under test/browser/screenshots/ (git-ignored), for a person to look at. */
  async screenshot(name: string): Promise<void> {
    mkdirSync(SCREENSHOTS, { recursive: true });
    await this.page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage: true });
  }

  async close(): Promise<void> {
    await this.page.context().close();
  }
}

const SCREENSHOTS = join(__dirname, '..', 'screenshots');

/** Retries `check` until it stops throwing or `timeoutMs` passes (then rethrows its last error). */
export async function eventually<T>(check: () => Promise<T> | T, timeoutMs = 20_000, intervalMs = 100): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() >= deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, intervalMs));
    }
  }
}

/** Waits until the focused element is the one with this data-testid (keyboard flows move focus after a render). */
export async function waitForFocus(page: Page, testId: string): Promise<void> {
  await page.waitForFunction((id) => (document.activeElement as HTMLElement | null)?.dataset?.testid === id, testId);
}

/** How many CSS pixels the document is wider than the viewport: a phone page must not scroll sideways. */
export function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}
