/** The two screens every journey of issue 42 is walked on: a phone (390 px) and a desktop. */
export const sizes = {
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  desktop: { viewport: { width: 1280, height: 900 } },
} as const;

export type Size = keyof typeof sizes;

export const sizeNames = Object.keys(sizes) as Size[];

/** Where a test saves what it looked at, when asked (E2E_SCREENSHOT_DIR). */
export const screenshotDir = process.env.E2E_SCREENSHOT_DIR;
