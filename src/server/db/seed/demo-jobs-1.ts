import type { DemoJob } from "./demo-types.ts";

export type JobCopy = {
  intro: string;
  doList: string[];
  bringList: string[];
  benefits: string;
};

/** Builds a job description in the house Markdown format from role-specific copy. */
export function jobDescription(copy: JobCopy): string {
  const bullets = (items: string[]): string => items.map((item) => `- ${item}`).join("\n");
  return [
    copy.intro,
    "## What you'll do",
    bullets(copy.doList),
    "## What you'll bring",
    bullets(copy.bringList),
    `**Benefits:** ${copy.benefits}`,
  ].join("\n\n");
}

export const demoJobsPart1: DemoJob[] = [
  {
    companySlug: "lumenridge-analytics",
    title: "Senior Data Engineer",
    location: "Singapore",
    country: "SG",
    workplace: "hybrid",
    employmentType: "full-time",
    category: "technology",
    salaryMin: 96_000,
    salaryMax: 132_000,
    salaryCurrency: "SGD",
    salaryPeriod: "year",
    applyUrl: "https://careers.lumenridge.example/jobs/senior-data-engineer",
    status: "published",
    publishedDaysAgo: 3,
    expiresInDays: 45,
    featured: true,
    description: jobDescription({
      intro:
        "Lumenridge Analytics helps retailers and hospital groups plan stock, staffing and budgets with reliable data. We're looking for a Senior Data Engineer to strengthen the pipelines behind our forecasting products and to help shape how our growing data team works.",
      doList: [
        "Design, build and maintain batch and streaming pipelines that ingest sales and rostering data from more than 200 clients",
        "Improve data quality checks so issues are caught before they reach a client dashboard",
        "Model data in our warehouse with analysts, keeping definitions consistent and documented",
        "Review code, pair with colleagues and mentor two mid-level members of the data team",
        "Share a fairly balanced on-call rotation, with time off in lieu",
      ],
      bringList: [
        "Five or more years building production data pipelines, ideally with Python and SQL",
        "Experience with a cloud data warehouse and an orchestration tool such as Airflow",
        "Confidence explaining technical trade-offs to non-technical colleagues",
        "A habit of writing things down: design notes, runbooks and clear pull requests",
        "Curiosity about retail or healthcare data is a plus, not a requirement",
      ],
      benefits:
        "20 weeks of fully paid parental leave, flexible core hours with two or three office days a week, an annual equal-pay audit, a SGD 2,000 learning budget and access to our sponsorship programme.",
    }),
  },
  {
    companySlug: "lumenridge-analytics",
    title: "Product Designer",
    location: "Singapore",
    country: "SG",
    workplace: "hybrid",
    employmentType: "full-time",
    category: "design",
    salaryMin: 7_000,
    salaryMax: 9_500,
    salaryCurrency: "SGD",
    salaryPeriod: "month",
    applyEmail: "jobs@lumenridge.example",
    status: "published",
    publishedDaysAgo: 10,
    expiresInDays: 40,
    featured: false,
    description: jobDescription({
      intro:
        "Our forecasting tools are used by store managers at 6am and finance teams at month-end. As a Product Designer, you'll make complex numbers feel simple, working in a small squad with a product manager and four developers.",
      doList: [
        "Lead design for our staffing planner, from discovery interviews to polished, accessible interfaces",
        "Run usability sessions with store and ward managers in Singapore and Kuala Lumpur",
        "Turn research into clear flows, prototypes and design specifications",
        "Contribute components and accessibility guidance to our design system",
        "Share work early and often, and help the squad decide what to build next",
      ],
      bringList: [
        "Three or more years designing web products, with a portfolio that shows your process",
        "Comfort with data-heavy interfaces such as tables, charts and filters",
        "Experience planning and running user research yourself",
        "Working knowledge of WCAG accessibility standards",
        "Clear written English; Bahasa Melayu or Mandarin is helpful",
      ],
      benefits:
        "Flexible hours, hybrid working from our Tanjong Pagar office, 20 weeks of paid parental leave for every parent, an active women's network and a yearly design conference budget.",
    }),
  },
  {
    companySlug: "lumenridge-analytics",
    title: "Analytics Team Lead",
    location: "Singapore",
    country: "SG",
    workplace: "hybrid",
    employmentType: "full-time",
    category: "technology",
    applyUrl: "https://careers.lumenridge.example/jobs/analytics-team-lead",
    status: "draft",
    publishedDaysAgo: 0,
    expiresInDays: 45,
    featured: false,
    description: jobDescription({
      intro:
        "We're growing our client analytics team and are looking for a lead who enjoys both the analysis and the people. You'll manage six analysts who build the reports and models our retail clients rely on every week.",
      doList: [
        "Lead, coach and support a team of six analysts, including regular one-to-ones and career plans",
        "Set priorities with account managers so the team's time goes to the most valuable work",
        "Review analysis for accuracy and clarity before it reaches clients",
        "Introduce shared standards for notebooks, metric definitions and peer review",
        "Represent the team in quarterly planning with product and data colleagues",
      ],
      bringList: [
        "Six or more years in analytics, including at least two leading people",
        "Strong SQL and experience with Python or R",
        "A track record of turning analysis into business decisions",
        "Calm, fair judgement when priorities compete",
        "A genuine interest in developing others, including through our mentorship scheme",
      ],
      benefits:
        "Hybrid working, 20 weeks of paid parental leave, salary bands checked in our annual equal-pay audit, leadership coaching and a place in our sponsorship programme.",
    }),
  },
  {
    companySlug: "harbourlight-health",
    title: "Clinical Care Coordinator (Paediatrics)",
    location: "Hong Kong (Kwun Tong)",
    country: "HK",
    workplace: "onsite",
    employmentType: "full-time",
    category: "healthcare",
    salaryMin: 38_000,
    salaryMax: 48_000,
    salaryCurrency: "HKD",
    salaryPeriod: "month",
    applyUrl: "https://careers.harbourlight.example/jobs/clinical-care-coordinator-paediatrics",
    status: "published",
    publishedDaysAgo: 5,
    expiresInDays: 30,
    featured: true,
    description: jobDescription({
      intro:
        "Harbourlight's paediatric clinic in Kwun Tong sees more than 150 children a day. We're looking for a Clinical Care Coordinator to organise care plans for children with long-term conditions and to be a steady, friendly point of contact for their families.",
      doList: [
        "Coordinate care plans for children with asthma, diabetes and developmental needs, working with doctors, therapists and schools",
        "Triage family enquiries by phone and message, and arrange follow-up appointments",
        "Lead weekly case reviews and keep clinical records complete and accurate",
        "Run health education sessions for parents in Cantonese and English",
        "Support and train junior clinic staff",
      ],
      bringList: [
        "Current registration as a nurse in Hong Kong, with at least three years of paediatric experience",
        "Strong organisational skills and calm judgement under pressure",
        "Fluent Cantonese and good written English; Mandarin is a plus",
        "Experience with electronic health records",
        "Warmth and patience with children and worried parents",
      ],
      benefits:
        "On-site childcare at our Kwun Tong campus, self-rostered shifts with protected days off, 26 weeks of paid parental leave, medical and dental cover for your family, and an annual pay equity review.",
    }),
  },
  {
    companySlug: "harbourlight-health",
    title: "Patient Experience Associate (Part-time)",
    location: "Hong Kong (Tsim Sha Tsui)",
    country: "HK",
    workplace: "onsite",
    employmentType: "part-time",
    category: "healthcare",
    salaryMin: 95,
    salaryMax: 120,
    salaryCurrency: "HKD",
    salaryPeriod: "hour",
    applyEmail: "jobs@harbourlight.example",
    status: "published",
    publishedDaysAgo: 20,
    expiresInDays: 5,
    featured: false,
    description: jobDescription({
      intro:
        "Our clinics are often the first place a family turns when someone is unwell. As a part-time Patient Experience Associate at our Tsim Sha Tsui clinic, you'll welcome patients, guide them through their visit and make sure every question gets answered.",
      doList: [
        "Greet patients, check them in and explain what to expect during their visit",
        "Help older patients and families use our booking app and self-service kiosks",
        "Gather feedback and share patterns with the clinic manager each week",
        "Coordinate with the clinical team to keep waiting times short and clearly communicated",
        "Handle sensitive information with care and discretion",
      ],
      bringList: [
        "Experience in customer service, hospitality or a healthcare setting",
        "Fluent Cantonese and conversational English",
        "A calm, warm manner with people who may be anxious",
        "Availability for 20 to 24 hours a week, including one Saturday morning in two",
        "Basic computer skills; full training on our systems is provided",
      ],
      benefits:
        "Shifts you choose, including school-hours patterns, pro-rata annual leave, medical cover and support from our return-to-work programme if you are coming back after a break.",
    }),
  },
  {
    companySlug: "harbourlight-health",
    title: "Health Data Privacy Officer (12-month contract)",
    location: "Hong Kong",
    country: "HK",
    workplace: "hybrid",
    employmentType: "contract",
    category: "other",
    applyUrl: "https://careers.harbourlight.example/jobs/health-data-privacy-officer",
    status: "published",
    publishedDaysAgo: 14,
    expiresInDays: 35,
    featured: false,
    description: jobDescription({
      intro:
        "Harbourlight is moving all 22 clinics onto a single patient record system. We're looking for a Health Data Privacy Officer on a 12-month contract to make sure patient information stays protected throughout the change.",
      doList: [
        "Review data flows in the new record system and carry out privacy impact assessments",
        "Update privacy notices, consent forms and retention schedules in English and Chinese",
        "Train clinic teams on handling personal data under the Personal Data (Privacy) Ordinance",
        "Investigate and respond to data access requests and incidents",
        "Report progress and risks to the programme board every month",
      ],
      bringList: [
        "Four or more years in privacy, information governance or compliance",
        "Solid knowledge of Hong Kong privacy law; healthcare experience is a strong plus",
        "The ability to explain rules simply and practically to busy clinical teams",
        "Fluent written English and Chinese",
        "A recognised privacy certification is welcome but not essential",
      ],
      benefits:
        "Hybrid working with three office days, flexible start times, medical cover for the length of the contract and a completion bonus.",
    }),
  },
  {
    companySlug: "harbourlight-health",
    title: "Front Desk Coordinator, Day Surgery",
    location: "Hong Kong (Sha Tin)",
    country: "HK",
    workplace: "onsite",
    employmentType: "full-time",
    category: "other",
    applyEmail: "jobs@harbourlight.example",
    status: "closed",
    publishedDaysAgo: 58,
    featured: false,
    description: jobDescription({
      intro:
        "Our Sha Tin day-surgery centre needs a Front Desk Coordinator to manage admissions, discharge paperwork and the flow of patients and visitors on busy surgery days. You'll set the tone for every patient's experience, from the moment they arrive.",
      doList: [
        "Run the front desk from 7am on surgery days, including admissions and visitor passes",
        "Check patient documents and payment details before procedures",
        "Coordinate discharge paperwork with the clinical and billing teams",
        "Keep the reception area welcoming, calm and well organised",
        "Answer phone and email enquiries from patients and referring doctors",
      ],
      bringList: [
        "Two or more years of front-of-house experience, ideally in healthcare or hotels",
        "Fluent Cantonese and good spoken English",
        "Accuracy with documents and payments",
        "A friendly, unflappable manner",
        "Flexibility to work early shifts on a published rota",
      ],
      benefits:
        "On-site childcare, medical and dental cover, 26 weeks of paid parental leave and an annual pay equity review.",
    }),
  },
];
