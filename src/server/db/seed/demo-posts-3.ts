import type { DemoPost } from "./demo-types.ts";

export const demoPostsPart3: DemoPost[] = [
  {
    slug: "switching-careers-into-tech",
    title: "Switching Into Tech: Five Routes That Actually Work",
    author: "Nguyen Thu Ha",
    excerpt:
      "Technology teams need far more than programmers. Five realistic routes into tech for career changers, from internal moves to returnships.",
    body: `Technology companies need far more than programmers. Product managers, designers, analysts, technical writers, customer success managers and operations specialists all play vital roles, and many of them started their careers somewhere else entirely. If you're considering a move into tech, here are five routes that work.

## 1. Move sideways inside your current organisation

Almost every organisation now has digital teams. An internal transfer is often the lowest-risk route: you already understand the business, and your managers know your work. Volunteer for projects involving new systems, offer to test new tools, or ask to shadow the product or data team for a day.

## 2. Build on your domain expertise

Your previous field can be a strong advantage. A former teacher understands learners in ways an education technology company values. A former pharmacist knows how clinics really work. Look for companies building products for the industry you know, and position yourself as the bridge between users and the technology team.

> "I spent ten years in hospital administration. That experience is exactly why I was hired as a product analyst for clinic software. I knew the problems before anyone explained them."

## 3. Learn the fundamentals, then build something

Choose one direction and learn the basics properly:

- **Data analysis**: spreadsheets, SQL and a visualisation tool
- **UX design**: research methods, wireframing and prototyping
- **Software development**: one language, version control and deploying a small project
- **Product management**: discovery, prioritisation and working with developers

Then create a small, real project: an analysis of public data, a redesign of a local service, a simple web app. A finished project tells employers far more than a list of courses.

## 4. Consider a returnship or internship

If you've had a career break, paid returnship programmes offer structured training and mentoring with a route to a permanent role. Some employers also run internships or graduate schemes open to career changers. Search "returnship" or filter by internship and temporary roles on our [jobs page](/jobs).

## 5. Start in a tech-adjacent role

Roles such as customer success, implementation, technical support, QA testing or operations are often more open to career changers, and they give you a close view of how products are built. Many people move into product, data or design roles after a year or two.

## Tips for the transition

1. Talk to people already doing the job you want; most are happy to share their experience
2. Translate your experience into the language of the role: "managed stakeholders", "analysed data", "improved a process"
3. Be prepared for a small step back in title, but not necessarily in pay, so negotiate
4. Choose an employer that invests in learning, mentorship and flexible working

## It's never too late

Career changers bring perspective, maturity and empathy that technology teams need. Many of the strongest product managers and designers we know arrived from classrooms, clinics, banks and shop floors. Explore employers offering mentorship and return-to-work support on our [companies page](/companies).`,
    coverImageUrl: "/images/blog/switching-careers-into-tech.svg",
    tags: ["Tech careers", "Career change"],
    status: "published",
    publishedDaysAgo: 50,
  },
  {
    slug: "planning-your-parental-leave",
    title: "Planning Your Parental Leave: A Practical Guide for Parents-to-Be",
    author: "Hannah Lim",
    excerpt:
      "How to understand your entitlements, plan a handover, agree how to keep in touch and prepare for your return, for parents and partners alike.",
    body: `Preparing for a new child, whether through birth, adoption or surrogacy, brings a long list of things to organise. Planning your parental leave early can make the weeks before and after much calmer, for you and for your team.

## Understand your entitlements

Start by finding out exactly what you're entitled to. Parental leave varies widely between countries and employers:

- **Statutory leave** set by law, which may differ for mothers, fathers and adoptive parents
- **Company policy**, which may offer more weeks, full pay or top-ups
- **Eligibility rules**, such as a minimum length of service
- **Other support**, such as phased returns, childcare benefits or breastfeeding rooms

Read your employer's policy carefully and ask HR to confirm anything that's unclear. If you're job hunting, you can compare employers' benefits on our [companies page](/companies).

## Decide when to tell your employer

There's no perfect time, but many people share the news after the first trimester, or once adoption plans are confirmed. Check whether your employer or local law requires notice by a certain date. Tell your manager before the wider team, and consider preparing a short note about your plans.

## Create a handover plan

A thoughtful handover protects your work and your peace of mind. Include:

1. A list of your responsibilities and who will cover each one
2. The status of current projects, with key contacts and deadlines
3. Where important files and information live
4. Decisions that can wait until you're back

Start the handover a few weeks before your planned leave date, in case your baby arrives early.

> "I wrote my handover as if I might leave tomorrow, and updated it every Friday. When my daughter arrived three weeks early, everything was ready."

## Agree how you'll keep in touch

Some parents prefer a complete break; others like occasional updates. Agree in advance how, and how often, your manager will contact you. Many employers offer optional "keeping in touch" days that let you join a team meeting or training session while on leave.

## Plan your return

Before you go, think about what your return might look like:

- Would a phased return, part-time hours or flexible working help?
- What childcare will you need, and when should you arrange it?
- Will you need a private space and time for breastfeeding or expressing milk?

Put any requests in writing well ahead of your return date.

## For partners

Partners' leave matters too. Sharing caregiving from the beginning helps families and helps close the gender gap at work. If your employer offers partner or shared parental leave, use it, and encourage your colleagues to do the same.

## Your career continues

Taking parental leave is not a pause on your ambitions. Many women return and go on to their biggest promotions. Employers with strong policies know this. You can find them, and the roles they're hiring for, on our [jobs page](/jobs).`,
    coverImageUrl: "/images/blog/planning-your-parental-leave.svg",
    tags: ["Parental leave", "Working parents"],
    status: "draft",
    publishedDaysAgo: 0,
  },
];
