import { describe, expect, it } from "vitest";
import type { JobPayload } from "./job-payload";
import { jobPostingLd, ldJson } from "./job-posting-ld";

const job: JobPayload = {
  Job_Id: "1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed",
  Short_Job_Id: "JB-ABC123",
  Job_Title: "Frontend Developer",
  Created_At: 1_767_225_600,
  First_Posted_At: null,
  Employer_Answers: null,
  Location: ["Pune", "Mumbai"],
  Total_Candidate_Applied: 4,
  TotalCandidateApplied: 4,
  Job_Status: "Open",
  Valid_Through: 1_775_001_600,
  Updated_At: 1_774_000_000,
  Company_Details: {
    Company_Name: "Brightloom",
    Company_Profile: "x",
    Company_Description: "x",
    Website_Logo: "/logos/brightloom.svg",
    Contact_Email: null,
    Website: "https://brightloom.example",
  },
  About_Job: {
    JD: "Build things </script><script>alert(1)</script>",
    Experience: 2,
    Min_Salary: 600_000,
    Max_Salary: 900_000,
    Currency: "INR",
    Job_Type: "Contract",
    Skills: ["React", "CSS"],
    Work_Type: "Hybrid",
    Industry: "Information Technology",
  },
  candidateApplied: [],
  isSaved: false,
};

describe("JobPosting structured data", () => {
  it("carries what search engines need to list the job", () => {
    const ld = jobPostingLd(job, "https://hireready.example");
    expect(ld).toMatchObject({
      "@type": "JobPosting",
      title: "Frontend Developer",
      datePosted: "2026-01-01T00:00:00.000Z",
      validThrough: "2026-04-01T00:00:00.000Z",
      employmentType: "CONTRACTOR",
      hiringOrganization: { name: "Brightloom", logo: "https://hireready.example/logos/brightloom.svg" },
      jobLocation: [{ address: { addressLocality: "Pune", addressCountry: "IN" } }, { address: { addressLocality: "Mumbai" } }],
      baseSalary: { currency: "INR", value: { minValue: 600_000, maxValue: 900_000, unitText: "YEAR" } },
    });
    expect(ld).not.toHaveProperty("jobLocationType");
  });

  it("marks remote jobs as telecommute", () => {
    const ld = jobPostingLd({ ...job, Location: ["Remote"], About_Job: { ...job.About_Job, Work_Type: "Remote" } }, "https://x.example");
    expect(ld).toMatchObject({ jobLocationType: "TELECOMMUTE" });
    expect(ld).not.toHaveProperty("jobLocation");
  });

  it("cannot be broken out of its script tag by the job text", () => {
    expect(ldJson(jobPostingLd(job, "https://x.example"))).not.toContain("</script>");
  });
});
