import type { DemoCompany } from "./demo-types.ts";

export const demoCompaniesPart2: DemoCompany[] = [
  {
    slug: "seorin-biolabs",
    name: "Seorin Biolabs",
    logoUrl: "/images/companies/seorin-biolabs.svg",
    website: "https://seorin.example",
    tagline:
      "Developing diagnostics and biologic therapies for autoimmune conditions, from our labs in Seoul.",
    description: `Seorin Biolabs develops diagnostic tests and biologic therapies for autoimmune conditions, which affect women far more often than men. Our research teams in Seoul work closely with hospitals across Korea and Japan.

We want scientists to build long careers here, so we invest in them:

- A mentorship scheme pairing early-career researchers with principal scientists
- Sponsorship for women moving into lab head and programme lead roles
- Paid parental leave well above the statutory minimum, for all parents
- Breastfeeding rooms in every building and lab-safe scheduling for expectant parents

Pay is benchmarked by role and level, and we share the results of our pay equity review every year.`,
    industry: "Biotechnology",
    size: "201-1000",
    headquarters: "Seoul, South Korea",
    initiatives: [
      "mentorship",
      "sponsorship",
      "paid-parental-leave",
      "breastfeeding-rooms",
      "equal-pay",
    ],
    featured: true,
    published: true,
  },
  {
    slug: "mistpeak-semiconductor",
    name: "Mistpeak Semiconductor",
    logoUrl: "/images/companies/mistpeak-semiconductor.svg",
    website: "https://mistpeak.example",
    tagline:
      "Specialty chips for medical devices and electric vehicles, designed and tested in Taiwan.",
    description: `Mistpeak Semiconductor designs and tests specialty chips used in medical devices, electric vehicles and industrial sensors. Our design centre is in Taipei, with test facilities in Taoyuan.

We want more women in hardware and in the rooms where decisions get made:

- A two-year leadership development programme with a 50/50 gender balance target
- Women-in-leadership roundtables with our executive team each quarter
- On-site childcare at the Taoyuan campus and a childcare subsidy in Taipei
- Mentorship for every new graduate and an active women's network
- Paid parental leave for all parents, plus an annual equal-pay review

We sponsor scholarships for women studying electrical engineering at four local universities.`,
    industry: "Semiconductors",
    size: "5000+",
    headquarters: "Taipei, Taiwan",
    initiatives: [
      "leadership-development",
      "women-in-leadership",
      "childcare",
      "mentorship",
      "womens-network",
      "equal-pay",
      "paid-parental-leave",
    ],
    featured: true,
    published: true,
  },
  {
    slug: "silkthread-brands",
    name: "Silkthread Brands",
    logoUrl: "/images/companies/silkthread-brands.svg",
    website: "https://silkthread.example",
    tagline: "A family of modern tea, skincare and home brands loved by shoppers across China.",
    description: `Silkthread Brands owns five consumer brands spanning loose-leaf tea, skincare and home fragrance. Our products are sold online and in more than 300 stores across China.

Most of our customers are women, and so are 58% of our people. We support them with:

- Flexible working, including compressed weeks and school-hours contracts
- A returners' programme for marketing and retail professionals after a career break
- One-to-one career coaching for every employee from their second year
- Our women's network, Silk Circle, which sponsors talks, skills workshops and a book club

Our Shanghai headquarters sits in a converted textile mill in Jing'an, close to two metro lines.`,
    industry: "Consumer Goods",
    size: "1001-5000",
    headquarters: "Shanghai, China",
    initiatives: ["flexible-working", "womens-network", "coaching", "return-to-work"],
    featured: true,
    published: true,
  },
  {
    slug: "neemtree-software",
    name: "Neemtree Software",
    logoUrl: "/images/companies/neemtree-software.svg",
    website: "https://neemtree.example",
    tagline: "Building dependable software for clinics, schools and co-operatives across India.",
    description: `Neemtree Software builds cloud software for clinics, schools and farmer co-operatives in India. Our products help more than 9,000 organisations manage appointments, fees and records.

We were founded by two developers who both took career breaks, and it shows in how we work:

- A paid 16-week **returnship** for developers coming back after time away
- Equal pay by level, with salary bands shared in every job post
- Mentorship and sponsorship for women moving into senior technical roles
- Flexible hours, remote options and 26 weeks of paid maternity leave
- A childcare allowance until children turn six, and coaching for new parents

Our Bengaluru office is in Koramangala, with a lactation room, cab service after 8pm and a quiet floor.`,
    industry: "Software",
    size: "201-1000",
    headquarters: "Bengaluru, India",
    initiatives: [
      "return-to-work",
      "equal-pay",
      "mentorship",
      "sponsorship",
      "flexible-working",
      "paid-parental-leave",
      "childcare",
      "coaching",
    ],
    featured: true,
    published: true,
  },
  {
    slug: "rainmark-insurance",
    name: "Rainmark Insurance",
    logoUrl: "/images/companies/rainmark-insurance.svg",
    website: "https://rainmark.example",
    tagline: "Health and life insurance designed around the real lives of Indian families.",
    description: `Rainmark Insurance offers health, life and micro-insurance products to families across India, with a strong focus on first-time policyholders in smaller cities.

We are working to make insurance a great place for women to build a career:

- Flexible and remote options for most office roles, including part-time contracts
- Paid parental leave for all parents and a phased return to work
- Breastfeeding rooms in all regional offices
- A women-in-leadership programme that has doubled the number of women in senior management since it began

Our customer teams speak eleven Indian languages, and we support employees who want to learn more.`,
    industry: "Insurance",
    size: "1001-5000",
    headquarters: "Mumbai, India",
    initiatives: [
      "paid-parental-leave",
      "flexible-working",
      "breastfeeding-rooms",
      "women-in-leadership",
    ],
    featured: false,
    published: true,
  },
  {
    slug: "coralline-renewables",
    name: "Coralline Renewables",
    logoUrl: "/images/companies/coralline-renewables.svg",
    website: "https://coralline.example",
    tagline: "Developing rooftop solar and battery storage for businesses across Asia-Pacific.",
    description: `Coralline Renewables develops, finances and operates rooftop solar and battery storage for factories, malls and warehouses in Singapore, Malaysia, the Philippines and Australia.

Energy needs more diverse voices, and we are building a team that reflects the communities we serve:

- Equal pay for equal work, checked every year by an independent reviewer
- A leadership development programme and executive sponsorship for high-potential women
- Mentorship for new joiners across engineering, finance and operations
- Flexible hours and hybrid working for office-based roles

We publish our gender balance data, including at board level, in our annual sustainability report.`,
    industry: "Renewable Energy",
    size: "201-1000",
    headquarters: "Singapore",
    initiatives: [
      "equal-pay",
      "leadership-development",
      "flexible-working",
      "sponsorship",
      "mentorship",
    ],
    featured: false,
    published: true,
  },
  {
    slug: "quietfern-consulting",
    name: "Quietfern Consulting",
    logoUrl: "/images/companies/quietfern-consulting.svg",
    website: "https://quietfern.example",
    tagline: "A boutique consultancy helping family-owned businesses plan for the next generation.",
    description: `Quietfern Consulting is a boutique advisory firm that helps family-owned businesses in Singapore and Malaysia plan succession, strengthen governance and develop their next generation of leaders.

Our consultants work on a small number of long-term engagements, which means predictable hours and very little travel.

- Flexible and part-time arrangements for every consultant
- Coaching from an accredited executive coach, twice a year
- A women-in-leadership advisory practice that many of our own partners began in

We are currently updating our company profile and will share more about our team soon.`,
    industry: "Management Consulting",
    size: "11-50",
    headquarters: "Singapore",
    initiatives: ["coaching", "flexible-working", "women-in-leadership"],
    featured: false,
    published: false,
  },
];
