import type { BusinessSettings } from "./schema";

/** The business facts of spec section 1, seeded on first start and edited by admins later. */
export const DEFAULT_SETTINGS: BusinessSettings = {
  businessName: "Harbourside Property Maintenance",
  phone: "09 280 4471",
  emergencyPhone: "021 480 4471",
  email: "hello@harbourside.co.nz",
  postalAddress: "PO Box 90210, Victoria Street West, Auckland 1142",
  openingHours: {
    monday: { opens: "07:00", closes: "18:00" },
    tuesday: { opens: "07:00", closes: "18:00" },
    wednesday: { opens: "07:00", closes: "18:00" },
    thursday: { opens: "07:00", closes: "18:00" },
    friday: { opens: "07:00", closes: "18:00" },
    saturday: { opens: "08:00", closes: "16:00" },
    sunday: { opens: "09:00", closes: "15:00" },
  },
  paymentsAccepted: ["Cash", "Credit Card", "Bank Transfer", "EFTPOS"],
  serviceAreas: ["North Shore", "West Auckland", "South Auckland", "East Auckland", "Auckland Central"],
  notificationEmails: ["leads@harbourside.co.nz"],
  socialLinks: {},
  gstNumber: "",
  quoting: {
    validDays: 30,
    terms:
      "This is a fixed-price quote for the work described. Prices include GST. Anything outside this scope is quoted and agreed with you before we do it. Payment is due within 7 days of the invoice. We guarantee our workmanship for 12 months.",
    gstRounding: "total",
    labourRatesInclude: "exclusive",
    labourRates: [
      { name: "Standard labour", rateCents: 9500 },
      { name: "Apprentice", rateCents: 6500 },
    ],
    followUpDays: [3, 7],
    expiryReminderDays: 3,
  },
  jobs: {
    offerHours: 4,
    reminderHours: 24,
    showPricesToTradies: false,
    waitForDeposit: false,
    quietFrom: "21:00",
    quietUntil: "07:00",
    textQuietFrom: "21:00",
    textQuietUntil: "08:00",
    textsPerDay: 200,
  },
  invoicing: {
    termsKind: "days",
    termsValue: 7,
    bankAccount: "",
    reminderDays: [1, 7],
    salesAccount: "200",
    materialsAccount: "200",
    exportAmountsAre: "inclusive",
  },
  reviews: { requestDelayHours: 24, googleReviewUrl: "" },
  payments: { cardSurchargePercent: 0, clearingAccount: "STRIPE", feesAccount: "404" },
};
