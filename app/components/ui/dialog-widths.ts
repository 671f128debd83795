/** A centred dialog's widest, for the React dialog (dialog.tsx) and the platform one (page-dialog.tsx). */
export const DIALOG_WIDTHS = { md: "max-w-md", "2xl": "max-w-2xl", "3xl": "max-w-3xl" } as const;
export type DialogWidth = keyof typeof DIALOG_WIDTHS;
