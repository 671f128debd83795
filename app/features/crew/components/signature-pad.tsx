import { useCallback, useEffect, useRef, useState, type PointerEvent } from "react";

const WIDTH = 600;
const HEIGHT = 200;

/**
 * The customer signs on the tradie's screen with a finger, pen or mouse (docs/decisions/0207):
 * pointer events on a canvas, its PNG put in the form's hidden `signature` field when a stroke
 * ends. Drawing is optional: the typed name above stays the sign-off, so keyboard and
 * screen-reader users lose nothing; "Clear" starts again.
 */
export function SignaturePad({ name = "signature" }: { name?: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const drawing = useRef(false);
  const [value, setValue] = useState("");

  useEffect(() => {
    const context = canvas.current?.getContext("2d");
    if (!context) return;
    context.lineWidth = 3;
    context.lineCap = "round";
    context.lineJoin = "round";
    context.strokeStyle = "#0f172a";
  }, []);

  const point = (event: PointerEvent<HTMLCanvasElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    return { x: ((event.clientX - box.left) * WIDTH) / box.width, y: ((event.clientY - box.top) * HEIGHT) / box.height };
  };

  const start = (event: PointerEvent<HTMLCanvasElement>) => {
    const context = event.currentTarget.getContext("2d");
    if (!context) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    drawing.current = true;
    const { x, y } = point(event);
    context.beginPath();
    context.moveTo(x, y);
    context.lineTo(x + 0.1, y + 0.1);
    context.stroke();
  };
  const move = (event: PointerEvent<HTMLCanvasElement>) => {
    if (!drawing.current) return;
    const context = event.currentTarget.getContext("2d");
    const { x, y } = point(event);
    context?.lineTo(x, y);
    context?.stroke();
  };
  const end = (event: PointerEvent<HTMLCanvasElement>) => {
    if (!drawing.current) return;
    drawing.current = false;
    setValue(event.currentTarget.toDataURL("image/png"));
  };
  const clear = useCallback(() => {
    canvas.current?.getContext("2d")?.clearRect(0, 0, WIDTH, HEIGHT);
    setValue("");
  }, []);

  return (
    <div className="space-y-2">
      <p id="signature-hint" className="text-sm font-medium text-ink">
        Customer&apos;s signature (optional: their typed name is the sign-off)
      </p>
      <canvas
        ref={canvas}
        width={WIDTH}
        height={HEIGHT}
        role="img"
        aria-label={value ? "Signature drawn" : "Signature area: the customer signs here with a finger or mouse"}
        aria-describedby="signature-hint"
        data-testid="signature-pad"
        className="h-32 w-full touch-none rounded-md border-2 border-dashed border-slate-300 bg-white"
        onPointerDown={start}
        onPointerMove={move}
        onPointerUp={end}
        onPointerCancel={end}
      />
      <input type="hidden" name={name} value={value} />
      <button type="button" onClick={clear} className="text-sm font-semibold text-brand-700 underline">
        Clear the signature
      </button>
    </div>
  );
}
