"use client";

import { parsePhoneNumberFromString } from "libphonenumber-js/min";
import { useId, useMemo, useState } from "react";
import { MobileVerification } from "@/components/onboarding/mobile-verification";
import { DEFAULT_COUNTRY_ISO } from "@/lib/profile/profile-limits";
import type { ProfileResponse } from "@/lib/profile/types";
import { splitMobile } from "./format";
import type { ProfileText } from "./profile-dialog";
import { CountrySelect } from "./country-select";
import { useCountries } from "./reference-lists";

/**
 * "Edit Mobile Number": country selector, number, Send OTP, 60-second Resend OTP, OTP and
 * Verify OTP. A number is saved only once its code is verified (on the server).
 */
export function MobileBox({ profile, text, onVerified }: { profile: ProfileResponse; text: ProfileText; onVerified: () => void }) {
  const saved = useMemo(() => splitMobile(profile.Mobile), [profile.Mobile]);
  const [countryIso, setCountryIso] = useState(saved.countryIso ?? profile.CountryIso ?? DEFAULT_COUNTRY_ISO);
  const [mobile, setMobile] = useState(saved.national);
  const countries = useCountries(text.locale);
  const selectId = useId();
  const country = countries.data?.find((c) => c.iso_code === countryIso);

  const typed = country ? parsePhoneNumberFromString(`${country.mobile_code}${mobile.replace(/\D/g, "")}`)?.number : undefined;
  const verified = profile.MobileVerified && typed === profile.Mobile;

  return (
    <div className="space-y-5" data-testid="mobile-box">
      <p className="text-sm text-ink-600">{profile.Mobile ? text.mobileNewText : text.mobileText}</p>
      <div>
        <label htmlFor={selectId} className="mb-1.5 block text-sm font-medium text-ink-800">
          {text.country}
        </label>
        {countries.data ? (
          <CountrySelect
            id={selectId}
            countries={countries.data}
            by="iso_code"
            withDialCode
            value={countryIso}
            onChange={(e) => setCountryIso(e.target.value)}
          />
        ) : (
          <CountrySelect
            id={selectId}
            countries={[]}
            by="iso_code"
            value=""
            disabled
            placeholder={countries.failed ? text.countriesFailed : text.loadingCountries}
          />
        )}
      </div>
      <MobileVerification
        key={countryIso}
        email={profile.Email}
        country={country}
        mobile={mobile}
        onMobileChange={setMobile}
        verified={verified}
        onVerified={onVerified}
        verifyLabel={text.verifyOtp}
        words={text.phoneWords}
      />
    </div>
  );
}
