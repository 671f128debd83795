import type { LucideIconData, LucideIconNode } from "@lucide/icons";
import type { SVGProps } from "react";

const ESCAPES: Record<string, string> = { "&": "&amp;", '"': "&quot;", "<": "&lt;", ">": "&gt;" };

/** SVG markup of an icon's drawing. Lucide's `key` is React's, not the drawing's. */
function markupOf(nodes: LucideIconNode[]): string {
  return nodes
    .map(([tag, attributes, children]) => {
      const written = Object.entries(attributes)
        .filter(([name]) => name !== "key")
        .map(([name, value]) => ` ${name}="${String(value).replace(/[&"<>]/g, (c) => ESCAPES[c]!)}"`)
        .join("");
      return `<${tag}${written}>${children ? markupOf(children) : ""}</${tag}>`;
    })
    .join("");
}

/** Each icon's drawing, written once. */
const drawings = new WeakMap<LucideIconData, { __html: string }>();

function drawingOf(icon: LucideIconData): { __html: string } {
  let drawing = drawings.get(icon);
  if (!drawing) {
    drawing = { __html: markupOf(icon.node) };
    drawings.set(icon, drawing);
  }
  return drawing;
}

export type IconProps = { icon: LucideIconData; className?: string } & Omit<SVGProps<SVGSVGElement>, "children" | "ref">;

/**
 * A Lucide icon, drawn from @lucide/icons' data with the attributes and classes
 * lucide-react gives it. lucide-react rebuilds an icon's attributes, class list and drawing on
 * every render, about 7 % of an uncached public page with its fifty icons, and React then
 * escapes every path's data again (docs/decisions/0136). Here the drawing is written once per
 * icon, as markup; only the outer element is made per render. Decorative unless given a label.
 */
export function Icon({ icon, className, ...rest }: IconProps) {
  const width = icon.size ?? icon.width ?? 24;
  const height = icon.size ?? icon.height ?? 24;
  const labelled = rest["aria-label"] !== undefined || rest["aria-labelledby"] !== undefined || rest.role !== undefined;
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={width}
      height={height}
      viewBox={`0 0 ${width} ${height}`}
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className ? `lucide lucide-${icon.name} ${className}` : `lucide lucide-${icon.name}`}
      aria-hidden={labelled ? undefined : "true"}
      {...rest}
      // Lucide's own drawing data, written once, not text from anyone.
      dangerouslySetInnerHTML={drawingOf(icon)}
    />
  );
}
