import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, skipHydration, test } from "./support/fixtures";

/**
 * The site shell: header menus (desktop and phone, with and without JavaScript), the theme switch,
 * the 404 screen, the static pages and the footer.
 */

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };

function header(page: Page) {
  return page.getByRole("banner");
}

function menuToggle(page: Page, name: string) {
  return header(page).locator("summary", { hasText: name });
}

test.describe("desktop header", () => {
  test.use({ viewport: DESKTOP });

  test("Find Interior Designers lists the cities and 'View all Interior Designers'", async ({ page }) => {
    await page.goto("/about");
    const toggle = menuToggle(page, "Find Interior Designers");
    const viewAll = header(page).getByRole("link", { name: "View all Interior Designers" });
    await expect(viewAll).toBeHidden();

    await toggle.click();
    await expect(viewAll).toBeVisible();
    const cityLinks = header(page).locator('a[href^="/interior-designers/"]');
    expect(await cityLinks.count()).toBeGreaterThan(5);
    await expect(header(page).getByRole("link", { name: /^Mumbai/ })).toHaveAttribute(
      "href",
      "/interior-designers/mumbai",
    );

    await page.keyboard.press("Escape");
    await expect(viewAll).toBeHidden();
    await expect(toggle).toBeFocused();

    await toggle.click();
    await viewAll.click();
    await expect(page).toHaveURL(/\/interior-designers$/);
    await expect(viewAll).toBeHidden();
  });

  test("Design Ideas shows Rooms, Styles, Spaces and Elements; one menu open at a time", async ({ page }) => {
    await page.goto("/about");
    await menuToggle(page, "Find Interior Designers").click();
    await menuToggle(page, "Design Ideas").click();
    await expect(header(page).getByRole("link", { name: "View all Interior Designers" })).toBeHidden();

    for (const group of ["Rooms", "Styles", "Spaces", "Elements"]) {
      await expect(header(page).getByText(group, { exact: true })).toBeVisible();
    }
    await expect(header(page).getByRole("link", { name: "Living Room" })).toHaveAttribute(
      "href",
      "/design-ideas/living-room",
    );
    await expect(header(page).getByRole("link", { name: "Modern" })).toHaveAttribute(
      "href",
      "/design-ideas?style=modern",
    );
    await expect(header(page).getByRole("link", { name: "Compact Spaces" })).toHaveAttribute(
      "href",
      "/design-ideas?size=compact",
    );
    await expect(header(page).getByRole("link", { name: "False Ceiling" })).toHaveAttribute(
      "href",
      "/design-ideas?element=false_ceiling",
    );

    await page.mouse.click(5, DESKTOP.height - 5); // outside the open panel
    await expect(header(page).getByRole("link", { name: "Living Room" })).toBeHidden();
  });

  test("menus open from the keyboard", async ({ page }) => {
    await page.goto("/about");
    await menuToggle(page, "Design Ideas").focus();
    await page.keyboard.press("Enter");
    await expect(header(page).getByRole("link", { name: "Kitchen" })).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(header(page).getByRole("link", { name: "Living Room" })).toBeFocused();
  });

  test("signed out: Login and 'List Your Business'", async ({ page }) => {
    await page.goto("/");
    await expect(header(page).getByRole("link", { name: "Login" })).toHaveAttribute("href", "/auth");
    await expect(header(page).getByRole("link", { name: "List Your Business" })).toHaveAttribute(
      "href",
      "/brand-dashboard",
    );
    await expect(menuToggle(page, "Menu")).toBeHidden();
  });
});

test.describe("city page header", () => {
  test.use({ viewport: DESKTOP });

  test("city pages use the simpler header: plain links, Sign In and Get Started", async ({ page }) => {
    await page.goto("/interior-designers/chennai");
    const nav = page.getByRole("navigation", { name: "Main" });
    for (const [name, href] of [
      ["Home", "/"],
      ["Find Designers", "/interior-designers"],
      ["Gallery", "/design-gallery"],
      ["Cost Calculator", "/interiors-price-calculator"],
      ["Ideas", "/design-ideas"],
    ]) {
      await expect(nav.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
    }
    await expect(menuToggle(page, "Find Interior Designers")).toHaveCount(0);
    const banner = page.getByRole("banner");
    await expect(banner.getByRole("link", { name: "Sign In", exact: true })).toHaveAttribute("href", "/auth");
    await banner.getByRole("link", { name: "Get Started" }).click();
    await expect(page.getByRole("dialog")).toBeVisible();

    // Other pages keep the full header.
    await page.goto("/interior-designers");
    await expect(menuToggle(page, "Find Interior Designers")).toBeVisible();
  });
});

test.describe("signed-in header", () => {
  test.use({ viewport: DESKTOP });

  test("shows the demo designer's name, Profile, Sign Out and 'Brand Dashboard'", async ({ page }) => {
    await page.goto("/auth");
    await page.getByRole("main").getByLabel("Email", { exact: true }).fill("designer@nivasa.test");
    await page.getByRole("main").getByLabel("Password", { exact: true }).fill("nivasa-demo");
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText("Welcome back!")).toBeVisible();

    await expect(header(page).getByRole("link", { name: "Brand Dashboard" })).toHaveAttribute(
      "href",
      "/brand-dashboard",
    );
    await expect(header(page).getByRole("link", { name: "Login" })).toHaveCount(0);
    const userMenu = menuToggle(page, "Dev Designer");
    await userMenu.click();
    await expect(header(page).getByText("designer@nivasa.test").filter({ visible: true })).toBeVisible();
    await expect(header(page).getByRole("link", { name: "Profile" })).toHaveAttribute("href", "/profile");

    await header(page).getByRole("button", { name: "Sign Out" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(header(page).getByRole("link", { name: "Login" })).toBeVisible();
    await expect(header(page).getByRole("link", { name: "List Your Business" })).toBeVisible();
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: DESKTOP });

  test("the mega-menus still open", async ({ page }) => {
    await page.goto("/about");
    await menuToggle(page, "Find Interior Designers").click();
    await expect(header(page).getByRole("link", { name: "View all Interior Designers" })).toBeVisible();
  });

  test("the theme switch posts a form and comes back", async ({ page }) => {
    await page.goto("/contact");
    await header(page).locator("summary", { hasText: "Theme" }).click();
    await header(page).getByRole("button", { name: "Dark" }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);
  });
});

test.describe("phone header", () => {
  test.use({ viewport: PHONE });

  test("the menu toggle opens the mobile menu", async ({ page }) => {
    await page.goto("/about");
    await expect(header(page).getByRole("navigation", { name: "Main" })).toBeHidden();
    const mobile = header(page).getByRole("navigation", { name: "Mobile" });
    await expect(mobile).toBeHidden();

    await menuToggle(page, "Menu").click();
    for (const name of ["Home", "Find Interior Designers", "Design Ideas", "Price Calculator"]) {
      await expect(mobile.getByRole("link", { name, exact: true })).toBeVisible();
    }
    await expect(header(page).getByRole("link", { name: "Login" })).toBeVisible();
    await expect(header(page).getByRole("link", { name: "List Your Business" })).toBeVisible();

    await mobile.getByRole("link", { name: "Price Calculator" }).click();
    await expect(page).toHaveURL(/\/interiors-price-calculator$/);
    await expect(mobile).toBeHidden();
  });

  test("the mobile menu works without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE });
    const page = await context.newPage();
    await page.goto("/about");
    await menuToggle(page, "Menu").click();
    await expect(
      header(page).getByRole("navigation", { name: "Mobile" }).getByRole("link", { name: "Home" }),
    ).toBeVisible();
    await context.close();
  });
});

test.describe("theme", () => {
  test("a saved dark theme is on the very first paint", async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: "theme", value: "dark", url: baseURL ?? "http://localhost" }]);
    const response = await page.request.get("/about");
    expect(await response.text()).toMatch(/<html[^>]*class="dark"/);
  });

  test("'system' follows a dark OS before any app script runs", async ({ browser }) => {
    const context = await browser.newContext({ colorScheme: "dark" });
    const page = await context.newPage();
    // Only the inline boot script may act: block the app bundle so React never hydrates.
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    skipHydration(page);
    await page.goto("/about");
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);
    await expect(page.locator("html")).toHaveAttribute("data-theme", "system");
    await context.close();
  });

  test("choosing a theme applies at once and survives a reload", async ({ page, context }) => {
    await page.goto("/about");
    const html = page.locator("html");
    await expect(html).not.toHaveClass(/\bdark\b/);

    await header(page).locator("summary", { hasText: "Theme" }).click();
    await header(page).getByRole("button", { name: "Dark" }).click();
    await expect(html).toHaveClass(/\bdark\b/);
    await expect.poll(async () => (await context.cookies()).find((c) => c.name === "theme")?.value).toBe("dark");

    await page.reload();
    await expect(html).toHaveClass(/\bdark\b/);
    await expect(header(page).locator("summary", { hasText: "Theme: Dark" })).toHaveCount(1);

    await header(page).locator("summary", { hasText: "Theme" }).click();
    await header(page).getByRole("button", { name: "Light" }).click();
    await expect(html).not.toHaveClass(/\bdark\b/);
    await expect.poll(async () => (await context.cookies()).find((c) => c.name === "theme")?.value).toBe("light");
    await page.reload();
    await expect(html).not.toHaveClass(/\bdark\b/);
  });
});

test.describe("404", () => {
  test("an unknown path shows the 404 screen with status 404", async ({ page }) => {
    const response = await page.goto("/no-such-page/anywhere");
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle("Page not found | Nivasa");
    const main = page.getByRole("main");
    await expect(main.getByText("404", { exact: true })).toBeVisible();
    await expect(main.getByRole("heading", { level: 1, name: "Oops! Page not found" })).toBeVisible();

    await main.getByRole("link", { name: "Return to Home" }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("reached by client-side navigation, the 404 screen has the whole shell: menus and footer render in the browser", async ({
    page,
  }) => {
    // The footer and menu panels are static markup the browser keeps on hydration; the site layout's error screen
    // (an unknown city) mounts a new shell in the browser, which must render them itself.
    await page.goto("/about");
    await page.evaluate(() => {
      const link = Object.assign(document.createElement("a"), {
        href: "/interior-designers/atlantis",
        textContent: "x",
      });
      link.setAttribute("data-client-link", "");
      document.body.append(link);
      link.click();
    });
    await expect(page.getByRole("heading", { level: 1, name: "Oops! Page not found" })).toBeVisible();
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByText(`© ${new Date().getFullYear()} Nivasa. All rights reserved.`)).toBeVisible();
    await expect(footer.getByRole("link", { name: "Mumbai", exact: true })).toHaveAttribute(
      "href",
      "/interior-designers/mumbai",
    );
    // Back to a page of the site layout: another shell mounted in the browser, with the full header's menus.
    await footer.getByRole("link", { name: "About Us" }).click();
    await expect(page).toHaveURL(/\/about$/);
    await menuToggle(page, "Design Ideas").click();
    await expect(header(page).getByRole("link", { name: "Living Room" })).toBeVisible();
    await menuToggle(page, "Find Interior Designers").click();
    await header(page)
      .getByRole("link", { name: /^Mumbai/ })
      .click();
    await expect(page).toHaveURL(/\/interior-designers\/mumbai$/);
  });

  test("/404 itself answers 404", async ({ request }) => {
    const response = await request.get("/404");
    expect(response.status()).toBe(404);
    expect(await response.text()).toContain("Oops! Page not found");
  });
});

test.describe("static pages and footer", () => {
  const PAGES: Array<[string, string]> = [
    ["/about", "About Us"],
    ["/pricing", "Pricing"],
    ["/privacy", "Privacy Policy"],
    ["/terms", "Terms of Service"],
    ["/cookies", "Cookie Policy"],
    ["/careers", "Careers"],
    ["/contact", "Contact Us"],
    ["/help", "Help Centre"],
    ["/support", "Support"],
    ["/blog", "Blog"],
  ];

  for (const [path, title] of PAGES) {
    test(`${path} has its title and one h1`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle(`${title} | Nivasa`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.{40,}/);
    });
  }

  test("the contact page gives the support email and hours", async ({ page }) => {
    await page.goto("/contact");
    await expect(page.getByRole("main").getByRole("link", { name: "support@nivasa.in" }).first()).toHaveAttribute(
      "href",
      "mailto:support@nivasa.in",
    );
    await expect(page.getByText("Monday to Saturday, 10:00 am – 7:00 pm IST")).toBeVisible();
  });

  test("the footer has the popular cities and this year's copyright", async ({ page }) => {
    await page.goto("/about");
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByText(`© ${new Date().getFullYear()} Nivasa. All rights reserved.`)).toBeVisible();
    for (const city of ["Mumbai", "Delhi", "Bangalore", "Chennai", "Pune"]) {
      await expect(footer.getByRole("link", { name: city, exact: true })).toHaveAttribute(
        "href",
        `/interior-designers/${city.toLowerCase()}`,
      );
    }
    const shares = footer.getByRole("link", { name: /^Share Nivasa on / });
    await expect(shares).toHaveCount(5);
    for (const href of await shares.evaluateAll((links) => links.map((a) => a.getAttribute("href")))) {
      expect(href).not.toBe("#");
    }
  });
});

test.describe("flash toasts", () => {
  test("a toast left by a redirect shows once on the next page", async ({ page, context, baseURL }) => {
    const toast = { type: "success", title: "Welcome back!", description: "Signed in as a tester" };
    const value = Buffer.from(JSON.stringify(toast)).toString("base64url");
    await context.addCookies([{ name: "nv_flash", value, url: baseURL ?? "http://localhost" }]);

    await page.goto("/about");
    await expect(page.getByText("Welcome back!")).toBeVisible();
    await expect(page.getByText("Signed in as a tester")).toBeVisible();
    expect((await context.cookies()).some((c) => c.name === "nv_flash")).toBe(false);

    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByText("Welcome back!")).toHaveCount(0);
  });
});

test.describe("accessibility", () => {
  test.describe.configure({ timeout: 90_000 });
  for (const scheme of ["light", "dark"] as const) {
    test(`the shell has no axe violations (${scheme})`, async ({ browser }) => {
      const context = await browser.newContext({ colorScheme: scheme, viewport: DESKTOP });
      const page = await context.newPage();
      for (const path of ["/contact", "/no-such-page", "/design-system"]) {
        await page.goto(path);
        await menuToggle(page, "Find Interior Designers").click();
        // Colour contrast is only meaningful once the menu's pop-in animation has finished.
        await menuToggle(page, "Find Interior Designers")
          .locator("xpath=..")
          .evaluate((menu) =>
            Promise.all(menu.getAnimations({ subtree: true }).map((animation) => animation.finished)),
          );
        const results = await new AxeBuilder({ page }).analyze();
        expect(results.violations.map((v) => `${path}: ${v.id} ${v.nodes.map((n) => n.target).join(", ")}`)).toEqual(
          [],
        );
      }
      await context.close();
    });
  }
});

test.describe("scripts after the first paint", () => {
  test("the app's scripts are fetched only once the page has painted, then the page hydrates", async ({ page }) => {
    // Records the module preloads the boot script adds to <head> (React's hydration of <head> drops them later).
    await page.addInitScript(() => {
      const append = Node.prototype.appendChild;
      const seen: string[] = [];
      (window as Window & { preloads?: string[] }).preloads = seen;
      Node.prototype.appendChild = function <T extends Node>(this: Node, child: T): T {
        if (this === document.head && child instanceof DocumentFragment) {
          for (const link of child.querySelectorAll('link[rel="modulepreload"]'))
            seen.push(link.getAttribute("href") ?? "");
        }
        return append.call(this, child) as T;
      };
    });
    await page.goto("/interior-designers/chennai");
    const timings = await page.evaluate(() => ({
      firstPaint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN,
      scripts: performance
        .getEntriesByType("resource")
        .filter((entry) => new URL(entry.name).pathname.startsWith("/assets/") && entry.name.endsWith(".js"))
        .map((entry) => entry.startTime),
    }));
    expect(timings.scripts.length).toBeGreaterThan(0);
    expect(Math.min(...timings.scripts)).toBeGreaterThanOrEqual(timings.firstPaint);
    // The HTML carries no preload links: the boot script made them from the module script's list, the route
    // manifest and the entry first.
    expect(await page.locator('link[rel="modulepreload"][href^="/assets/"]').count()).toBe(0);
    const preloads = await page.evaluate(() => (window as Window & { preloads?: string[] }).preloads ?? []);
    expect(preloads.length).toBeGreaterThan(20);
    expect(preloads[0]).toMatch(/^\/assets\/manifest-/);
    expect(preloads[1]).toMatch(/^\/assets\/entry\.client-/);

    // Hydrated: client-side navigation keeps the document (no full reload).
    await page.evaluate(() => {
      (window as Window & { sameDocument?: boolean }).sameDocument = true;
    });
    await page.getByRole("banner").getByRole("link", { name: "Nivasa" }).first().click();
    await expect(page).toHaveURL(/\/$/);
    expect(await page.evaluate(() => (window as Window & { sameDocument?: boolean }).sameDocument)).toBe(true);

    // Footer links are plain anchors routed by the app: also no full reload.
    await page
      .getByRole("navigation", { name: "Footer: Quick Links" })
      .getByRole("link", { name: "All Cities" })
      .click();
    await expect(page).toHaveURL(/\/cities$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => (window as Window & { sameDocument?: boolean }).sameDocument)).toBe(true);
  });

  test("a tap before the first paint is reported still loads the scripts", async ({ page }) => {
    skipHydration(page);
    await page.addInitScript(() => {
      // A browser that never reports paints: only the tap (or the fallback timer) can start the scripts.
      Object.defineProperty(PerformanceObserver, "supportedEntryTypes", { value: [] });
      window.requestAnimationFrame = () => 0;
    });
    await page.goto("/about");
    await page.mouse.click(5, 400);
    // Polled on a timer: requestAnimationFrame is stubbed out above.
    await page.waitForFunction(() => "__reactRouterRouteModules" in window, null, { timeout: 2_000, polling: 100 });
  });
});
