export * from "~/features/catalogue/tables";
export * from "~/features/settings/tables";
export * from "~/features/tradies/tables";
export * from "~/features/mail/tables";
