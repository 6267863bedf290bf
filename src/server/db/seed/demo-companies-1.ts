import type { DemoCompany } from "./demo-types.ts";

export const demoCompaniesPart1: DemoCompany[] = [
  {
    slug: "lumenridge-analytics",
    name: "Lumenridge Analytics",
    logoUrl: "/images/companies/lumenridge-analytics.svg",
    website: "https://lumenridge.example",
    tagline:
      "Turning messy data into clear decisions for retailers and hospitals across Southeast Asia.",
    description: `Lumenridge Analytics builds data platforms and forecasting tools for mid-sized retailers and hospital groups in Singapore, Malaysia and Indonesia.

We publish our pay bands internally and run an **annual equal-pay audit** with an external reviewer. Every team agrees its own core hours, and most people work from our Tanjong Pagar office two or three days a week.

- 20 weeks of fully paid parental leave for every new parent
- A sponsorship programme pairing senior leaders with women moving into lead roles
- An active women's network with monthly lunch-and-learns

We care about thoughtful, well-documented work more than long hours.`,
    industry: "Data & Analytics",
    size: "201-1000",
    headquarters: "Singapore",
    initiatives: [
      "equal-pay",
      "flexible-working",
      "mentorship",
      "paid-parental-leave",
      "sponsorship",
      "womens-network",
    ],
    featured: true,
    published: true,
  },
  {
    slug: "harbourlight-health",
    name: "Harbourlight Health",
    logoUrl: "/images/companies/harbourlight-health.svg",
    website: "https://harbourlight.example",
    tagline:
      "Community clinics and day-surgery centres serving families across Hong Kong and Kowloon.",
    description: `Harbourlight Health runs 22 community clinics and two day-surgery centres across Hong Kong. Two thirds of our clinical leadership team are women, and we intend to keep it that way.

Our people work demanding shifts, so we have built support around them:

- An on-site **childcare centre** at our Kwun Tong campus, open from 7am
- Private, well-equipped breastfeeding rooms at every location
- A paid return-to-work programme for clinicians coming back after a career break
- Self-rostering for clinical staff, with protected days off

We also review pay for every role each year to close any unexplained gaps between colleagues doing the same work.`,
    industry: "Healthcare",
    size: "1001-5000",
    headquarters: "Hong Kong",
    initiatives: [
      "paid-parental-leave",
      "childcare",
      "breastfeeding-rooms",
      "return-to-work",
      "flexible-working",
      "women-in-leadership",
      "equal-pay",
    ],
    featured: true,
    published: true,
  },
  {
    slug: "tamarind-ledger",
    name: "Tamarind Ledger",
    logoUrl: "/images/companies/tamarind-ledger.svg",
    website: "https://tamarindledger.example",
    tagline: "Simple, fair business banking and payments for Malaysian small businesses.",
    description: `Tamarind Ledger gives small businesses in Malaysia a current account, invoicing and payments in one app. More than 60,000 hawkers, clinics, studios and family firms use us every day.

We think a fair workplace starts with fair pay, so salaries are set by level, published internally and reviewed twice a year. Beyond that:

- A leadership development track with external coaching for every new manager
- Flexible hours and up to three remote days a week
- A women's network that runs our annual hackathon and mentoring circles

Our Bangsar South office has a quiet room, a prayer room and free parking for parents doing the school run.`,
    industry: "Financial Technology",
    size: "201-1000",
    headquarters: "Kuala Lumpur, Malaysia",
    initiatives: [
      "equal-pay",
      "leadership-development",
      "coaching",
      "flexible-working",
      "womens-network",
    ],
    featured: true,
    published: true,
  },
  {
    slug: "sagebloom-learning",
    name: "Sagebloom Learning",
    logoUrl: "/images/companies/sagebloom-learning.svg",
    website: "https://sagebloom.example",
    tagline:
      "Reading and numeracy programmes that help children in the Philippines learn with joy.",
    description: `Sagebloom Learning creates reading and numeracy programmes for public and private schools in the Philippines, with content in English, Filipino and Cebuano.

Many of our team are former teachers and parents, and our policies reflect that:

- **Remote-first** working, with a small hub in Makati for workshops
- A paid returners' programme for educators coming back after time away
- One-to-one mentorship for every new joiner during their first six months
- 16 weeks of paid parental leave, plus a phased return at full pay

We are a small, close team that values kindness, clear writing and evidence over opinion.`,
    industry: "Education Technology",
    size: "51-200",
    headquarters: "Manila, Philippines",
    initiatives: ["flexible-working", "return-to-work", "mentorship", "paid-parental-leave"],
    featured: true,
    published: true,
  },
  {
    slug: "orchidwave",
    name: "Orchidwave",
    logoUrl: "/images/companies/orchidwave.svg",
    website: "https://orchidwave.example",
    tagline:
      "The online marketplace helping Indonesian makers and small brands reach customers nationwide.",
    description: `Orchidwave is an online marketplace connecting more than 120,000 Indonesian sellers — batik studios, coffee roasters, skincare start-ups — with shoppers across the archipelago.

Over half of our sellers are women-owned businesses, and we want our own workplace to match that ambition:

- A subsidised **daycare** next to our South Jakarta headquarters
- Breastfeeding rooms on every floor and in each fulfilment centre
- Six months of paid maternity leave and eight weeks for partners
- A leadership development programme with equal representation in every cohort

Our women's network, Anggrek, hosts monthly sessions open to every employee.`,
    industry: "E-commerce & Retail",
    size: "1001-5000",
    headquarters: "Jakarta, Indonesia",
    initiatives: [
      "breastfeeding-rooms",
      "childcare",
      "paid-parental-leave",
      "leadership-development",
      "womens-network",
      "equal-pay",
    ],
    featured: true,
    published: true,
  },
  {
    slug: "paper-lantern-studio",
    name: "Paper Lantern Studio",
    logoUrl: "/images/companies/paper-lantern-studio.svg",
    website: "https://paperlantern.example",
    tagline:
      "An independent brand and digital design studio in Bangkok, working with purpose-led organisations.",
    description: `Paper Lantern Studio is an independent design studio in Bangkok's Ari neighbourhood. We create brand identities, websites and campaigns for social enterprises, museums and sustainable brands across the region.

We are small on purpose. Everyone knows everyone, and everyone gets a say.

- Flexible hours and a four-day studio week during the hot season
- Structured mentorship for junior designers, with a dedicated senior partner
- A yearly coaching budget to spend on courses, books or conferences
- Transparent salary bands shared with every candidate before the first interview

We close the studio for a week at Songkran and another at the end of the year.`,
    industry: "Design & Creative Services",
    size: "11-50",
    headquarters: "Bangkok, Thailand",
    initiatives: ["flexible-working", "mentorship", "coaching", "equal-pay"],
    featured: true,
    published: true,
  },
  {
    slug: "mekong-bright-logistics",
    name: "Mekong Bright Logistics",
    logoUrl: "/images/companies/mekong-bright-logistics.svg",
    website: "https://mekongbright.example",
    tagline:
      "Reliable warehousing, freight and last-mile delivery across Vietnam and the Mekong region.",
    description: `Mekong Bright Logistics moves goods for manufacturers and retailers across Vietnam, Cambodia and Laos, from bonded warehouses in Binh Duong to last-mile hubs in Hanoi.

Logistics has long been a male-dominated field. We are changing that deliberately:

- Women now lead 40% of our warehouses, supported by a **sponsorship** programme for site managers
- On-site childcare at our two largest distribution centres
- Breastfeeding rooms and flexible break times at every site
- A leadership development academy open to frontline supervisors

Our goal is gender balance across every management level by 2028, and we report progress to the whole company each quarter.`,
    industry: "Logistics & Supply Chain",
    size: "1001-5000",
    headquarters: "Ho Chi Minh City, Vietnam",
    initiatives: [
      "women-in-leadership",
      "sponsorship",
      "breastfeeding-rooms",
      "childcare",
      "leadership-development",
    ],
    featured: true,
    published: true,
  },
  {
    slug: "hoshizora-mobility",
    name: "Hoshizora Mobility",
    logoUrl: "/images/companies/hoshizora-mobility.svg",
    website: "https://hoshizora.example",
    tagline:
      "Designing on-demand transport that makes everyday trips easier in Japanese cities and towns.",
    description: `Hoshizora Mobility runs on-demand shuttle services and ride-booking software for local governments and transit operators in Japan, from central Tokyo to rural Tohoku.

We know that long commutes and rigid hours push many talented people out of work. So we offer:

- Flexible start times and remote work up to four days a week
- A **return-to-work** programme with a paid, part-time first month
- Company-paid childcare places near our Shibuya office
- Up to 12 months of parental leave with salary top-up
- Career coaching and a women-in-leadership circle for managers

Our office runs in Japanese and English, and we support language study for everyone.`,
    industry: "Transport & Mobility",
    size: "201-1000",
    headquarters: "Tokyo, Japan",
    initiatives: [
      "return-to-work",
      "paid-parental-leave",
      "flexible-working",
      "coaching",
      "women-in-leadership",
      "childcare",
    ],
    featured: true,
    published: true,
  },
];
