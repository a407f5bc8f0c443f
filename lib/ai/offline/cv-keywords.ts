// Words worth asking about, read from a CV's text: known tools and practices first, then names
// the CV repeats (capitalised words that are not ordinary English).

const KNOWN = [
  "JavaScript",
  "TypeScript",
  "Python",
  "Java",
  "Kotlin",
  "Swift",
  "Go",
  "Rust",
  "C#",
  "C++",
  "SQL",
  "PostgreSQL",
  "MySQL",
  "MongoDB",
  "Redis",
  "Kafka",
  "React",
  "Angular",
  "Vue",
  "Next.js",
  "Node.js",
  "Django",
  "Spring",
  "AWS",
  "Azure",
  "GCP",
  "Docker",
  "Kubernetes",
  "Terraform",
  "Linux",
  "Git",
  "CI/CD",
  "GraphQL",
  "REST",
  "Excel",
  "Power BI",
  "Tableau",
  "Salesforce",
  "SAP",
  "Figma",
  "Photoshop",
  "Jira",
  "Agile",
  "Scrum",
  "machine learning",
  "deep learning",
  "data analysis",
  "statistics",
  "forecasting",
  "budgeting",
  "auditing",
  "negotiation",
  "recruitment",
  "onboarding",
  "customer service",
  "project management",
  "stakeholder management",
  "product roadmap",
  "A/B testing",
  "SEO",
  "content marketing",
  "lead generation",
  "supply chain",
  "procurement",
  "quality assurance",
  "six sigma",
  "lean",
  "compliance",
  "risk management",
  "payroll",
  "teaching",
  "curriculum",
  "patient care",
  "clinical trials",
  "AutoCAD",
  "SolidWorks",
  "microservices",
  "security",
  "testing",
  "automation",
];

const STOP = new Set(
  "the and for with from that this have has was were are our your their about into over under using used use work worked working team teams project projects company companies role roles year years month months experience skills skill education university college school summary profile objective responsibilities responsible including include led lead managed manage developed develop built build created create designed design improved improve january february march april may june july august september october november december present current india resume curriculum vitae email phone address linkedin github".split(
    " ",
  ),
);

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

export function cvKeywords(resumeText: string | null, options: { exclude?: string[]; limit?: number } = {}): string[] {
  if (!resumeText) return [];
  const limit = options.limit ?? 3;
  const excluded = new Set((options.exclude ?? []).map((s) => s.toLowerCase()));
  const found: string[] = [];
  const add = (word: string) => {
    const key = word.toLowerCase();
    if (!excluded.has(key) && !found.some((f) => f.toLowerCase() === key)) found.push(word);
  };

  // Known terms, ordered by how often the CV uses them.
  const counted = KNOWN.map((term) => {
    const pattern = new RegExp(`(^|[^a-z0-9+#])${escape(term)}(?![a-z0-9+#])`, "gi");
    return { term, count: resumeText.match(pattern)?.length ?? 0 };
  })
    .filter((t) => t.count > 0)
    .sort((a, b) => b.count - a.count);
  for (const { term } of counted) add(term);

  // Repeated capitalised names (products, employers' tools) the list above does not know.
  if (found.length < limit) {
    const counts = new Map<string, number>();
    for (const match of resumeText.matchAll(/\b[A-Z][a-zA-Z0-9]{2,}\b/g)) {
      const word = match[0];
      if (STOP.has(word.toLowerCase())) continue;
      counts.set(word, (counts.get(word) ?? 0) + 1);
    }
    [...counts.entries()]
      .filter(([, n]) => n >= 2)
      .sort((a, b) => b[1] - a[1])
      .forEach(([word]) => add(word));
  }
  return found.slice(0, limit);
}
