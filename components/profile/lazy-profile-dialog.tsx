"use client";

import dynamic from "next/dynamic";
import { useState } from "react";

// The popup (forms, phone-number rules, the recorder) loads on first open, not with every page.
const ProfileDialog = dynamic(() => import("./profile-dialog").then((m) => m.ProfileDialog), { ssr: false });

/** The profile popup, fetched the first time it is opened and kept afterwards. */
export function LazyProfileDialog({ open, onClose, editField }: { open: boolean; onClose: () => void; editField?: "skills" }) {
  const [wanted, setWanted] = useState(open);
  if (open && !wanted) setWanted(true);
  return wanted ? <ProfileDialog open={open} onClose={onClose} editField={editField} /> : null;
}
