"use client";

import { formatLocation } from "@/lib/profile/location";
import Link from "next/link";
import type { ReactNode } from "react";
import { Badge } from "@/components/ui/badge";
import { Icon } from "@/components/ui/icons";
import { TagList as Tags } from "@/components/ui/tag-list";
import type { ProfileResponse } from "@/lib/profile/types";
import { formatMobile, formatPay, formatYears } from "./format";
import { ProfilePhoto } from "./profile-photo";
import { ProfileVideoSection } from "./profile-video-section";

function Detail({ label, children, wide = false }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? "sm:col-span-2" : undefined}>
      <dt className="text-xs font-semibold tracking-wide text-ink-500 uppercase">{label}</dt>
      <dd className="mt-1 text-sm break-words text-ink-900">{children ?? <span className="text-ink-500">Not added</span>}</dd>
    </div>
  );
}

export function ProfileView({ profile, onVideoSaved }: { profile: ProfileResponse; onVideoSaved: (url: string) => void }) {
  const name = [profile.FirstName, profile.LastName].filter(Boolean).join(" ") || "Your name";
  const location = formatLocation({ city: profile.Location, state: profile.State, country: profile.Country });

  return (
    <div className="space-y-7">
      <section className="flex flex-col items-center gap-4 text-center sm:flex-row sm:text-left">
        <ProfilePhoto
          url={profile.Profile_Url}
          firstName={profile.FirstName}
          lastName={profile.LastName}
          email={profile.Email}
          className="size-24 text-3xl ring-4 ring-brand-50"
        />
        <div className="min-w-0">
          <p className="text-xl font-bold tracking-tight text-ink-950" data-testid="profile-name">
            {name}
          </p>
          <p className="mt-0.5 text-sm text-ink-600">{profile.Designation ?? "Add your designation"}</p>
          <p className="mt-2.5 flex flex-wrap items-center justify-center gap-2 text-xs font-medium sm:justify-start">
            <span className={profile.isOpenToWork ? "rounded-full bg-emerald-50 px-2.5 py-1 text-emerald-800" : "rounded-full bg-ink-100 px-2.5 py-1 text-ink-700"}>
              {profile.isOpenToWork ? "Open to work" : "Not job hunting"}
            </span>
            <span className="rounded-full bg-ink-100 px-2.5 py-1 font-mono text-ink-700">ID {profile.Candidate_ShortId}</span>
          </p>
        </div>
      </section>

      <dl className="grid gap-x-6 gap-y-4 rounded-2xl border border-ink-200/80 p-4 sm:grid-cols-2 sm:p-5">
        <Detail label="Gender">{profile.Gender}</Detail>
        <Detail label="Location">{location}</Detail>
        <Detail label="E-mail">{profile.Email}</Detail>
        <Detail label="Mobile">
          {profile.Mobile ? (
            <span className="inline-flex flex-wrap items-center gap-2">
              {formatMobile(profile.Mobile)}
              {profile.MobileVerified ? (
                <Badge icon="check" className="bg-emerald-50 px-2 py-0.5 font-medium text-emerald-800">
                  Verified
                </Badge>
              ) : null}
            </span>
          ) : null}
        </Detail>
        <Detail label="Current pay">{formatPay(profile.CurrentCTC)}</Detail>
        <Detail label="Expected pay">{formatPay(profile.ExpectedCTC)}</Detail>
        <Detail label="Industry">{profile.JobIndustry}</Detail>
        <Detail label="Experience">{profile.ExperienceYears === null ? null : formatYears(profile.ExperienceYears)}</Detail>
        <Detail label="LinkedIn">
          {profile.Handles.LinkedIn ? (
            <a
              href={profile.Handles.LinkedIn}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center gap-1 font-medium text-brand-600 hover:text-brand-700"
            >
              {profile.Handles.LinkedIn.replace(/^https?:\/\/(www\.)?/, "")}
              <Icon name="external" className="size-3.5" />
              <span className="sr-only">(opens in a new tab)</span>
            </a>
          ) : null}
        </Detail>
        <Detail label="CV" wide>
          {profile.ResumeURL ? (
            <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <span className="truncate">{profile.ResumeName ?? "Your CV"}</span>
              <Link href="/cv" className="font-medium text-brand-600 hover:text-brand-700">
                View CV
              </Link>
            </span>
          ) : null}
        </Detail>
        <Detail label="Skills" wide>
          {profile.Skills.length > 0 ? <TagList label="Skills" items={profile.Skills} /> : null}
        </Detail>
        <Detail label="Interests" wide>
          {profile.Interest.length > 0 ? <TagList label="Interests" items={profile.Interest} /> : null}
        </Detail>
      </dl>

      <ProfileVideoSection candidateId={profile.Candidate_Id} videoUrl={profile.ProfileVideoUrl} onSaved={onVideoSaved} />
    </div>
  );
}

/** A profile list (skills, interests) as tags. */
function TagList(props: { label: string; items: string[] }) {
  return <Tags label={props.label} items={props.items} className="gap-1.5" tagClassName="px-2.5 py-1 text-xs" />;
}
