"use client";

import { formatLocation } from "@/lib/profile/location";
import { countryName, industryName } from "@/lib/i18n/reference-names";
import { fullName } from "@/lib/format";
import Link from "next/link";
import type { ReactNode } from "react";
import { Badge } from "@/components/ui/badge";
import { Icon } from "@/components/ui/icons";
import { TagList as Tags } from "@/components/ui/tag-list";
import type { ProfileResponse } from "@/lib/profile/types";
import { formatMobile, formatPay, formatYears } from "./format";
import type { ProfileText } from "./profile-dialog";
import { ProfilePhoto } from "./profile-photo";
import { ProfileVideoSection } from "./profile-video-section";

/** `mine`: the candidate's own words or a place they typed, left alone by translators. */
function Detail({ label, children, empty, wide = false, mine = false }: { label: string; children: ReactNode; empty: string; wide?: boolean; mine?: boolean }) {
  return (
    <div className={wide ? "sm:col-span-2" : undefined}>
      <dt className="text-xs font-semibold tracking-wide text-ink-500 uppercase">{label}</dt>
      <dd className="mt-1 text-sm break-words text-ink-900" translate={mine && children ? "no" : undefined}>
        {children ?? <span className="text-ink-500">{empty}</span>}
      </dd>
    </div>
  );
}

export function ProfileView({ profile, text, onVideoSaved }: { profile: ProfileResponse; text: ProfileText; onVideoSaved: (url: string) => void }) {
  const ownName = fullName({ firstName: profile.FirstName, lastName: profile.LastName });
  const name = ownName || text.yourName;
  // The short id is a code, not words: kept apart from the words around it.
  const shortId = text.shortId.split("{id}");
  const gender = profile.Gender ? ((text.genders as Record<string, string>)[profile.Gender] ?? profile.Gender) : null;
  // The country in the interface language by its code (stored beside the English name); the city and state are the candidate's words.
  const country = profile.Country && profile.CountryIso ? countryName(text.locale, profile.CountryIso, profile.Country) : profile.Country;
  const location = formatLocation({ city: profile.Location, state: profile.State, country });

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
          <p className="text-xl font-bold tracking-tight text-ink-950" data-testid="profile-name" translate={ownName ? "no" : undefined}>
            {name}
          </p>
          <p className="mt-0.5 text-sm text-ink-600" translate={profile.Designation ? "no" : undefined}>
            {profile.Designation ?? text.addDesignation}
          </p>
          <p className="mt-2.5 flex flex-wrap items-center justify-center gap-2 text-xs font-medium sm:justify-start">
            <span
              className={profile.isOpenToWork ? "rounded-full bg-emerald-50 px-2.5 py-1 text-emerald-800" : "rounded-full bg-ink-100 px-2.5 py-1 text-ink-700"}
            >
              {profile.isOpenToWork ? text.openToWork : text.notJobHunting}
            </span>
            <span className="rounded-full bg-ink-100 px-2.5 py-1 text-ink-700">
              {/* Only the code is monospaced: the monospace font has no Devanagari for the word around it. */}
              {shortId[0]}
              <span translate="no" className="font-mono">
                {profile.Candidate_ShortId}
              </span>
              {shortId[1]}
            </span>
          </p>
        </div>
      </section>

      <dl className="grid gap-x-6 gap-y-4 rounded-2xl border border-ink-200/80 p-4 sm:grid-cols-2 sm:p-5">
        <Detail empty={text.notAdded} label={text.gender}>
          {gender}
        </Detail>
        <Detail empty={text.notAdded} label={text.location} mine>
          {location}
        </Detail>
        <Detail empty={text.notAdded} label={text.email} mine>
          {profile.Email}
        </Detail>
        <Detail empty={text.notAdded} label={text.mobile}>
          {profile.Mobile ? (
            <span className="inline-flex flex-wrap items-center gap-2">
              {formatMobile(profile.Mobile)}
              {profile.MobileVerified ? (
                <Badge icon="check" className="bg-emerald-50 px-2 py-0.5 font-medium text-emerald-800">
                  {text.verified}
                </Badge>
              ) : null}
            </span>
          ) : null}
        </Detail>
        <Detail empty={text.notAdded} label={text.currentPay}>
          {formatPay(profile.CurrentCTC, text)}
        </Detail>
        <Detail empty={text.notAdded} label={text.expectedPay}>
          {formatPay(profile.ExpectedCTC, text)}
        </Detail>
        <Detail empty={text.notAdded} label={text.industry}>
          {profile.JobIndustry ? industryName(text.industries, profile.JobIndustry) : null}
        </Detail>
        <Detail empty={text.notAdded} label={text.experience}>
          {profile.ExperienceYears === null ? null : formatYears(profile.ExperienceYears, text)}
        </Detail>
        <Detail empty={text.notAdded} label={text.linkedin} mine>
          {profile.Handles.LinkedIn ? (
            <a
              href={profile.Handles.LinkedIn}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center gap-1 font-medium text-brand-600 hover:text-brand-700"
            >
              {profile.Handles.LinkedIn.replace(/^https?:\/\/(www\.)?/, "")}
              <Icon name="external" className="size-3.5" />
              <span className="sr-only" translate="yes">
                {text.opensNewTab}
              </span>
            </a>
          ) : null}
        </Detail>
        <Detail empty={text.notAdded} label={text.cv} wide>
          {profile.ResumeURL ? (
            <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <span className="truncate" translate={profile.ResumeName ? "no" : undefined}>
                {profile.ResumeName ?? text.yourCv}
              </span>
              <Link href="/cv" className="font-medium text-brand-600 hover:text-brand-700">
                {text.viewCv}
              </Link>
            </span>
          ) : null}
        </Detail>
        <Detail empty={text.notAdded} label={text.skills} wide mine>
          {profile.Skills.length > 0 ? <TagList label={text.skills} items={profile.Skills} /> : null}
        </Detail>
        <Detail empty={text.notAdded} label={text.interests} wide mine>
          {profile.Interest.length > 0 ? <TagList label={text.interests} items={profile.Interest} /> : null}
        </Detail>
      </dl>

      <ProfileVideoSection candidateId={profile.Candidate_Id} videoUrl={profile.ProfileVideoUrl} onSaved={onVideoSaved} text={text} />
    </div>
  );
}

/** A profile list (skills, interests) as tags. */
function TagList(props: { label: string; items: string[] }) {
  return <Tags label={props.label} items={props.items} className="gap-1.5" tagClassName="px-2.5 py-1 text-xs" />;
}
