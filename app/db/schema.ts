export * from "~/features/catalogue/tables";
export * from "~/features/settings/tables";
export * from "~/features/tradies/tables";
