import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";
import { buttonClasses, type ButtonSize, type ButtonVariant } from "./button-classes";

type ButtonProps = ComponentProps<"button"> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
};

/** A button in the kit's look; a link that looks like one takes buttonClasses(). */
export function Button({ variant = "brand", size = "md", className, ...props }: ButtonProps) {
  return <button className={cn(buttonClasses(variant, size), className)} {...props} />;
}
