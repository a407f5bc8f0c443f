import { ImageResponse } from "next/og";
import { BrandMark } from "@/components/layout/brand-mark";
import { brand } from "@/lib/brand";

// The social preview every page shares; rendered once at build time.
export const alt = `${brand.name}: ${brand.tagline}`;
export const size = { width: 1200, height: 630 };
export const contentType = "image/png";

export default function OpengraphImage() {
  return new ImageResponse(
    <div
      style={{
        width: "100%",
        height: "100%",
        display: "flex",
        flexDirection: "column",
        justifyContent: "space-between",
        padding: "72px 80px",
        background: "linear-gradient(135deg, #ffffff 0%, #fff4ed 55%, #ffe6d5 100%)",
        color: "#17171c",
      }}
    >
      <div style={{ display: "flex", alignItems: "center", gap: 22 }}>
        <BrandMark size={84} />
        <div style={{ fontSize: 52, letterSpacing: -1 }}>{brand.name}</div>
      </div>
      <div style={{ display: "flex", flexDirection: "column" }}>
        <div style={{ fontSize: 82, lineHeight: 1.05, letterSpacing: -2, maxWidth: 900 }}>Walk into every interview</div>
        <div style={{ fontSize: 82, lineHeight: 1.05, letterSpacing: -2, color: "#cc4200" }}>ready.</div>
        <div style={{ marginTop: 28, fontSize: 32, color: "#45454f" }}>Find jobs · AI mock interviews · Scored feedback</div>
      </div>
      <div style={{ display: "flex", height: 14, width: 220, borderRadius: 7, background: brand.colour }} />
    </div>,
    size,
  );
}
