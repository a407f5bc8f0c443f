// Where a share link can go, and the sentence that goes with it.
import { brand } from "@/lib/brand";

export const SHARE_TEXT = `I'm getting interview-ready with AI mock interviews on ${brand.name}. Here's a free mock interview on me: open the link, sign in and it's yours.`;

export type ShareTarget = { name: "WhatsApp" | "X" | "Facebook" | "LinkedIn"; href: string };

export function shareTargets(url: string, text = SHARE_TEXT): ShareTarget[] {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(text);
  return [
    { name: "WhatsApp", href: `https://wa.me/?text=${encodeURIComponent(`${text} ${url}`)}` },
    { name: "X", href: `https://x.com/intent/post?text=${t}&url=${u}` },
    { name: "Facebook", href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { name: "LinkedIn", href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
  ];
}
