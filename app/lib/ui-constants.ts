/** Spec section 9: one toast system, 3 visible, 4000 ms, 356 px wide; tooltips after 700 ms. */
export const TOAST_LIMIT = 3;
export const TOAST_DURATION_MS = 4000;
export const TOAST_WIDTH_PX = 356;
export const TOOLTIP_DELAY_MS = 700;
