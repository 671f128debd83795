import { Slot } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";
import { buttonClasses, type ButtonSize, type ButtonVariant } from "./button-classes";

type ButtonProps = ComponentProps<"button"> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  asChild?: boolean;
};

export function Button({ variant = "brand", size = "md", asChild, className, ...props }: ButtonProps) {
  const Component = asChild ? Slot.Root : "button";
  return <Component className={cn(buttonClasses(variant, size), className)} {...props} />;
}
