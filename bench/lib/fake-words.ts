import type { JobCategory } from "../../src/shared/constants.ts";

// Word lists for bench/lib/fake-jobs.ts. Nothing here may contain the common or rare search word
// (COMMON_WORD, RARE_WORD there) except MENTORING_LINES: their frequencies are part of the data.

export const NAME_STARTS =
  "Lumen Harbour Kestrel Zephyr Quokka Cedar Orchid Lotus Monsoon Coral Jade Summit Meridian Saffron Tidal Granite Willow Aurora Ember Nimbus Pebble Bamboo Falcon Indigo Juniper Maple Opal Pine Raven Sable Teak Velvet Amber Beacon Comet Delta Fern Heron Iris Lantern".split(
    " ",
  );
export const NAME_ENDS =
  "ridge light stone field bay crest wave gate brook point vale wood spring haven line peak port side star wing".split(
    " ",
  );
export const NAME_KINDS =
  "Analytics Health Partners Foods Logistics Bank Labs Studio Systems Energy Retail Education Insurance Media Robotics Pharma Travel Capital Works Group".split(
    " ",
  );
export const INDUSTRIES = [
  "Data & Analytics",
  "Healthcare",
  "Financial Services",
  "Food & Beverage",
  "Logistics",
  "Retail",
  "Education",
  "Media",
  "Manufacturing",
  "Energy",
];
export const PLACES: [string, string, string][] = [
  ["Singapore", "SG", "SGD"],
  ["Kuala Lumpur", "MY", "MYR"],
  ["Penang", "MY", "MYR"],
  ["Manila", "PH", "PHP"],
  ["Cebu", "PH", "PHP"],
  ["Jakarta", "ID", "IDR"],
  ["Bangkok", "TH", "THB"],
  ["Ho Chi Minh City", "VN", "VND"],
  ["Hanoi", "VN", "VND"],
  ["Hong Kong", "HK", "HKD"],
  ["Taipei", "TW", "TWD"],
  ["Tokyo", "JP", "JPY"],
  ["Seoul", "KR", "KRW"],
  ["Bengaluru", "IN", "INR"],
  ["Mumbai", "IN", "INR"],
  ["Sydney", "AU", "AUD"],
];
export const SENIORITY = [
  "",
  "",
  "Junior ",
  "Senior ",
  "Lead ",
  "Principal ",
  "Associate ",
  "Head of ",
];
export const ROLES: Record<JobCategory, string[]> = {
  technology: [
    "Data Engineer",
    "Software Engineer",
    "Frontend Developer",
    "Cloud Architect",
    "QA Engineer",
    "Site Reliability Engineer",
    "Mobile Developer",
    "Security Analyst",
  ],
  healthcare: [
    "Staff Nurse",
    "Clinic Manager",
    "Pharmacist",
    "Physiotherapist",
    "Radiographer",
    "Care Coordinator",
  ],
  finance: [
    "Financial Analyst",
    "Accountant",
    "Credit Officer",
    "Treasury Specialist",
    "Auditor",
    "Payroll Specialist",
  ],
  marketing: [
    "Content Strategist",
    "Brand Manager",
    "Growth Marketer",
    "Community Manager",
    "SEO Specialist",
  ],
  sales: [
    "Account Executive",
    "Sales Manager",
    "Business Development Manager",
    "Customer Success Manager",
  ],
  operations: [
    "Operations Manager",
    "Supply Chain Planner",
    "Project Coordinator",
    "Office Manager",
    "Procurement Officer",
  ],
  design: ["Product Designer", "UX Researcher", "Graphic Designer", "Interior Designer"],
  education: ["Teacher", "Curriculum Developer", "Learning Designer", "Education Counsellor"],
  other: ["Executive Assistant", "Legal Counsel", "HR Business Partner", "Recruiter", "Translator"],
};
export const CATEGORIES = Object.keys(ROLES) as JobCategory[];
export const DUTIES = [
  "Design, build and maintain the processes behind our core products",
  "Work closely with colleagues in three countries on shared goals",
  "Improve quality checks so problems are caught before clients see them",
  "Keep documentation clear, current and easy to find",
  "Plan quarterly priorities with your manager and the wider team",
  "Own relationships with a portfolio of long-standing clients",
  "Prepare weekly reports and present findings to stakeholders",
  "Take part in a fair, well-paid on-call rotation",
  "Review the work of peers and share constructive feedback",
  "Run workshops that help teams adopt better ways of working",
  "Track budgets, forecasts and spending against plan",
  "Represent the team at regional conferences and community events",
  "Coordinate suppliers, schedules and deliveries across sites",
  "Interview candidates and help new joiners settle in",
  "Analyse customer feedback and turn it into practical improvements",
  "Keep our compliance records accurate and audit-ready",
];
export const SKILLS = [
  "Three or more years of relevant experience",
  "Confidence explaining trade-offs to non-specialist colleagues",
  "Strong written and spoken English; Mandarin, Malay or Bahasa Indonesia is a plus",
  "A habit of writing things down: notes, runbooks and clear summaries",
  "Experience with spreadsheets, dashboards and reporting tools",
  "Comfort with ambiguity and changing priorities",
  "A relevant degree or equivalent practical experience",
  "Curiosity, patience and attention to detail",
  "Experience leading small projects from start to finish",
  "Familiarity with regional regulations in Southeast Asia",
  "Professional certification in your field, or the wish to earn one",
  "Kindness under pressure",
];
export const PERKS = [
  "20 weeks of fully paid parental leave",
  "flexible core hours",
  "an annual equal-pay audit",
  "a yearly learning budget",
  "on-site childcare support",
  "a return-to-work programme",
  "private medical cover for you and your family",
  "a four-day week in school holidays",
  "a women's network with monthly lunch-and-learns",
];
export const INTROS = [
  "We're growing our team and looking for a {role} to join us in {city}.",
  "{company} is hiring a {role} who cares about careful, well-documented work.",
  "Join {company} as a {role} and help our clients across Asia make better decisions.",
  "As a {role} at {company}, you will shape how a friendly, diverse team works.",
];
export const MENTORING_LINES = [
  "New joiners get structured mentoring from a senior colleague for their first year.",
  "We offer mentoring circles and a sponsor for everyone moving into leadership.",
];
