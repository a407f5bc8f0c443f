// The founders shown on /our-teams. Replace with the real team's names and words before launch.
export interface TeamMember {
  name: string;
  role: string;
  initials: string;
  bio: string[];
  focus: string[];
}

export const FOUNDERS: TeamMember[] = [
  {
    name: "Ananya Rao",
    role: "Co-founder and Chief Executive",
    initials: "AR",
    bio: [
      "Ananya spent eleven years running campus and lateral hiring for software and services companies in Bengaluru and Pune. Across thousands of interviews she kept seeing the same thing: capable people losing out to nerves and unfamiliar formats rather than to better candidates.",
      "She started HireReady so that every job-seeker can rehearse a real interview, hear honest feedback and walk in prepared, whatever college they went to and whoever they know.",
    ],
    focus: ["Candidate experience", "Employer partnerships", "Fair hiring"],
  },
  {
    name: "Vikram Menon",
    role: "Co-founder and Chief Technology Officer",
    initials: "VM",
    bio: [
      "Vikram has built speech and video products for over a decade, most recently leading a team that shipped real-time transcription for Indian languages. He leads HireReady's engineering and the AI interviewer behind mock and recorded interviews.",
      "He insists that feedback explains itself and that analysis stays respectful: attention monitoring runs in the candidate's own browser, and only summaries ever leave it.",
    ],
    focus: ["AI interviewer", "Privacy by design", "Engineering"],
  },
];
