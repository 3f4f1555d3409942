/** The chart tool's exports: the drawn chart's SVG, as an SVG file or a PNG at twice its size. */
import { downloadBlob } from "../components/download";
import { chartHeight, chartWidth } from "./ChartDrawing";

export function exportName(base: string, ext: string): string {
  return `${base.replace(/\.[^.]+$/, "") || "chart"}.${ext}`;
}

/** The chart's SVG in `container` as a file's text, on a white background. */
export function svgText(container: HTMLElement | null): string | null {
  const svg = container?.querySelector("svg");
  if (!svg) return null;
  const copy = svg.cloneNode(true) as SVGSVGElement;
  copy.setAttribute("xmlns", "http://www.w3.org/2000/svg");
  copy.setAttribute("width", String(svg.getAttribute("width") ?? chartWidth));
  copy.setAttribute("height", String(svg.getAttribute("height") ?? chartHeight));
  const background = document.createElementNS("http://www.w3.org/2000/svg", "rect");
  background.setAttribute("width", "100%");
  background.setAttribute("height", "100%");
  background.setAttribute("fill", "#ffffff");
  copy.insertBefore(background, copy.firstChild);
  return new XMLSerializer().serializeToString(copy);
}

export function exportPng(svg: string, name: string): void {
  const image = new Image();
  image.onload = () => {
    const canvas = document.createElement("canvas");
    canvas.width = image.width * 2;
    canvas.height = image.height * 2;
    const context = canvas.getContext("2d");
    if (!context) return;
    context.scale(2, 2);
    context.drawImage(image, 0, 0);
    canvas.toBlob((blob) => {
      if (blob) downloadBlob(blob, name);
    }, "image/png");
  };
  image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
