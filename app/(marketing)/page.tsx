import Link from "next/link";
import { Icon, type IconName } from "@/components/ui/icons";
import { brand } from "@/lib/brand";
import { env } from "@/lib/env";

const FEATURES: { icon: IconName; title: string; text: string }[] = [
  { icon: "search", title: "Jobs that fit", text: "Search open roles by title, skills and location, and apply in a click." },
  { icon: "video", title: "AI mock interviews", text: "Answer spoken questions on camera and get a score out of 10 for each one." },
  { icon: "check", title: "Always know where you stand", text: "Follow every application from review to shortlist to hire." },
];

export default function LandingPage() {
  // Deployment config, read once at build time: the page stays static.
  const employerLoginUrl = env().EMPLOYER_LOGIN_URL;
  return (
    <>
      <section className="relative overflow-hidden">
        <div aria-hidden="true" className="absolute inset-x-0 -top-40 -z-10 h-[36rem] bg-[radial-gradient(ellipse_at_top,var(--color-brand-100),transparent_65%)]" />
        <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 pt-12 pb-16 sm:px-6 md:pt-20 lg:grid-cols-[1.2fr_0.8fr] lg:px-8 lg:pb-24">
          <div>
            <p className="inline-flex items-center gap-2 rounded-full bg-white px-3 py-1 text-xs font-semibold text-brand-700 shadow-sm ring-1 ring-brand-100">
              <Icon name="sparkles" className="size-4 text-brand" />
              Practise with an AI interviewer
            </p>
            <h1 className="mt-5 text-4xl font-extrabold tracking-tight text-ink-950 sm:text-5xl lg:text-6xl">
              Walk into every interview <span className="text-brand-600">ready.</span>
            </h1>
            <p className="mt-5 max-w-xl text-lg leading-relaxed text-ink-600">{brand.description}</p>
            <div className="mt-8 grid gap-3 sm:grid-cols-2">
              <ChooserCard
                href="/auth/register"
                title="I'm looking for job"
                text="Build your profile, apply and rehearse."
                icon="user"
                primary
              />
              <ChooserCard
                href={employerLoginUrl}
                title="I'm hiring candidates"
                text="Go to the employer site."
                icon="briefcase"
                external
              />
            </div>
          </div>
          <HeroVisual />
        </div>
      </section>
      <section aria-labelledby="features" className="border-t border-ink-100 bg-ink-50/60">
        <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 lg:px-8">
          <h2 id="features" className="text-2xl font-bold tracking-tight text-ink-950">
            Everything your job search needs, in one place
          </h2>
          <ul className="mt-8 grid gap-4 md:grid-cols-3">
            {FEATURES.map((f) => (
              <li key={f.title} className="rounded-2xl border border-ink-200/80 bg-white p-6 shadow-card">
                <span className="flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand">
                  <Icon name={f.icon} />
                </span>
                <h3 className="mt-4 font-semibold text-ink-900">{f.title}</h3>
                <p className="mt-1.5 text-sm leading-relaxed text-ink-600">{f.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}

type ChooserCardProps = { href: string; title: string; text: string; icon: IconName; primary?: boolean; external?: boolean };

function ChooserCard({ href, title, text, icon, primary = false, external = false }: ChooserCardProps) {
  const className = `group flex items-center gap-3 rounded-2xl p-4 transition ${
    primary
      ? "bg-brand-600 text-white shadow-lg shadow-brand/25 hover:bg-brand-700"
      : "bg-white text-ink-900 ring-1 ring-ink-200 hover:ring-ink-300"
  }`;
  const body = (
    <>
      <span className={`flex size-10 shrink-0 items-center justify-center rounded-xl ${primary ? "bg-white/15" : "bg-brand-50 text-brand"}`}>
        <Icon name={icon} />
      </span>
      <span className="min-w-0 flex-1">
        <span className="flex items-center gap-1.5 font-semibold">
          {title}
          <Icon
            name={external ? "external" : "arrowRight"}
            className="size-4 shrink-0 opacity-80 transition-transform group-hover:translate-x-0.5"
          />
        </span>
        <span className={`block text-sm ${primary ? "text-white/85" : "text-ink-500"}`}>{text}</span>
      </span>
    </>
  );
  if (!external) return <Link href={href} className={className}>{body}</Link>;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {body}
      <span className="sr-only">(opens in a new window)</span>
    </a>
  );
}

function HeroVisual() {
  const answers = [
    { q: "Tell us about a project you led", score: 9 },
    { q: "How do you handle tight deadlines?", score: 8 },
    { q: "Explain a trade-off you made", score: 7 },
  ];
  return (
    <div aria-hidden="true" className="relative mx-auto w-full max-w-md">
      <div className="rounded-3xl border border-ink-200/80 bg-white p-6 pb-12 shadow-pop">
        <div className="flex items-center justify-between">
          <div>
            <p className="text-xs font-semibold tracking-wide text-ink-400 uppercase">Mock interview review</p>
            <p className="mt-1 font-semibold text-ink-900">Product Designer · Medium</p>
          </div>
          <div className="flex size-16 items-center justify-center rounded-full bg-[conic-gradient(var(--color-brand)_84%,var(--color-ink-100)_0)]">
            <span className="flex size-12 items-center justify-center rounded-full bg-white text-sm font-bold text-ink-900">8.4</span>
          </div>
        </div>
        <ul className="mt-6 space-y-4">
          {answers.map((a) => (
            <li key={a.q}>
              <div className="flex justify-between text-sm">
                <span className="text-ink-700">{a.q}</span>
                <span className="font-semibold text-ink-900">{a.score}/10</span>
              </div>
              <div className="mt-2 h-2 rounded-full bg-ink-100">
                <div className="h-2 rounded-full bg-brand" style={{ width: `${a.score * 10}%` }} />
              </div>
            </li>
          ))}
        </ul>
      </div>
      <div className="absolute -bottom-7 -left-3 flex items-center gap-3 rounded-2xl border border-ink-200/80 bg-white px-4 py-3 shadow-pop sm:-left-6">
        <span className="flex size-9 items-center justify-center rounded-full bg-emerald-50 text-emerald-600">
          <Icon name="check" className="size-5" />
        </span>
        <span className="text-sm">
          <span className="block font-semibold text-ink-900">Shortlisted</span>
          <span className="text-ink-500">Frontend Engineer</span>
        </span>
      </div>
    </div>
  );
}
