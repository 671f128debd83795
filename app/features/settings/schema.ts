import { z } from "zod";

export const DAYS_OF_WEEK = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"] as const;
export type DayOfWeek = (typeof DAYS_OF_WEEK)[number];

const timeOfDay = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Use a 24-hour time such as 07:00");
const openingSchema = z
  .object({ opens: timeOfDay, closes: timeOfDay })
  .refine((h) => h.opens < h.closes, { message: "Closing time must be after opening time" });

export const businessSettingsSchema = z.object({
  businessName: z.string().trim().min(1).max(100),
  phone: z.string().trim().min(8).max(20),
  emergencyPhone: z.string().trim().min(8).max(20),
  email: z.email(),
  postalAddress: z.string().trim().min(1).max(300),
  /** null means closed that day. */
  openingHours: z.object(Object.fromEntries(DAYS_OF_WEEK.map((d) => [d, openingSchema.nullable()])) as Record<
    DayOfWeek,
    z.ZodNullable<typeof openingSchema>
  >),
  rating: z.number().min(0).max(5),
  reviewCount: z.number().int().min(0),
  paymentsAccepted: z.array(z.string().min(1)).min(1),
  serviceAreas: z.array(z.string().min(1)).min(1),
  notificationEmails: z.array(z.email()).min(1),
  socialLinks: z.object({ facebook: z.url().optional(), instagram: z.url().optional() }),
});
export type BusinessSettings = z.infer<typeof businessSettingsSchema>;
