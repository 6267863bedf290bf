import type { DemoEvent } from "./demo-types.ts";

export const demoEvents: DemoEvent[] = [
  {
    title: "Negotiating Your Worth: Salary Conversations That Work",
    summary:
      "A practical evening workshop on researching pay, naming a number and negotiating the whole package with confidence.",
    description: `Many of us accept the first offer we receive, and the gap compounds over a career. This interactive online workshop gives you a simple, repeatable approach to pay conversations.

## What we'll cover

- Finding reliable salary data for your role, level and city
- Deciding on your target, your walk-away point and what else is negotiable
- Phrases that keep the conversation warm and professional
- Negotiating flexible working, leave and learning budgets alongside base pay

You'll practise in small breakout rooms with other participants and leave with a one-page plan for your next conversation. Cameras are optional, and the session will not be recorded so everyone can speak freely.`,
    startsInDays: 6,
    startHourLocal: 19,
    durationHours: 1.5,
    timezone: "Asia/Singapore",
    format: "online",
    onlineUrl: "https://meet.example.com/negotiating-your-worth",
    imageUrl: "/images/events/1.svg",
    registrationUrl: "https://events.example.com/register/negotiating-your-worth",
    capacity: 500,
    status: "published",
  },
  {
    title: "Returners' Morning: Restarting Your Career in Tech",
    summary:
      "Meet employers with paid returnships, hear from people who came back after a break and get one-to-one CV advice.",
    description: `Coming back to work after a career break can feel daunting, especially in a field that moves quickly. This relaxed morning in Kuala Lumpur is designed to make it feel possible.

## Programme

- **9:00** Coffee and introductions
- **9:30** Panel: three returners share how they restarted their careers in software, data and product
- **10:30** Meet employers running paid returnship programmes
- **11:15** One-to-one CV and online profile clinics

Bring a printed CV if you'd like feedback. Children's activities are available in a supervised room next door, so please let us know when you register if you'd like a place.`,
    startsInDays: 14,
    startHourLocal: 9,
    durationHours: 3,
    timezone: "Asia/Kuala_Lumpur",
    format: "in-person",
    venue: "Level 12 Event Space, Bangsar South",
    city: "Kuala Lumpur",
    imageUrl: "/images/events/2.svg",
    registrationUrl: "https://events.example.com/register/returners-morning-kl",
    capacity: 80,
    status: "published",
  },
  {
    title: "Women in Leadership Breakfast: Hong Kong",
    summary:
      "An early-morning conversation with senior leaders on sponsorship, visibility and leading through change. Join in person or online.",
    description: `Join us for breakfast and an honest conversation about what helps women move into senior leadership — and what gets in the way.

Our panel brings together a hospital operations director, a finance chief and the founder of a design studio. They'll talk about:

- The difference between a mentor and a sponsor, and how to find both
- Making your work visible without feeling like you're boasting
- Leading teams through restructuring, growth and uncertainty

> "Nobody promoted me because I worked quietly and hoped to be noticed. Things changed when someone senior started saying my name in rooms I wasn't in."

Seats in the room are limited. The panel will also be streamed live, with questions taken from online attendees.`,
    startsInDays: 24,
    startHourLocal: 8,
    durationHours: 2,
    timezone: "Asia/Hong_Kong",
    format: "hybrid",
    venue: "The Harbourview Room, Central",
    city: "Hong Kong",
    onlineUrl: "https://meet.example.com/leadership-breakfast-hk",
    imageUrl: "/images/events/3.svg",
    registrationUrl: "https://events.example.com/register/leadership-breakfast-hk",
    capacity: 120,
    status: "published",
  },
  {
    title: "Flexible Working Clinic: How to Make the Request",
    summary:
      "A lunchtime session on writing a flexible working proposal your manager can say yes to, with real examples and live Q&A.",
    description: `Flexible working is now common across Asia, but asking for it can still feel risky. In this lunchtime clinic we'll walk through how to build a clear, business-focused proposal.

## You'll learn how to

- Choose the arrangement that fits your life: hybrid, compressed hours, part-time or job share
- Anticipate your manager's concerns and answer them in writing
- Suggest a trial period with clear measures of success
- Respond if the first answer is "not yet"

We'll share anonymised example proposals that worked and leave plenty of time for your questions. Bring your lunch and join from wherever you are.`,
    startsInDays: 35,
    startHourLocal: 12,
    durationHours: 1,
    timezone: "Asia/Manila",
    format: "online",
    onlineUrl: "https://meet.example.com/flexible-working-clinic",
    imageUrl: "/images/events/4.svg",
    registrationUrl: "https://events.example.com/register/flexible-working-clinic",
    capacity: 300,
    status: "published",
  },
  {
    title: "Tokyo Tech Careers Evening",
    summary:
      "This event has been cancelled. We're planning a new date and will let everyone who registered know first.",
    description: `**Update:** unfortunately we've had to cancel this evening because of a venue change. Everyone who registered will be contacted with details of the new date.

The evening was planned as a relaxed networking event for women working in, or moving into, technology roles in Tokyo. It would have included short talks from product, design and data leaders at local Companies that Care, followed by informal conversations over drinks and snacks.

In the meantime, you can browse open technology roles in Tokyo on our [jobs page](/jobs) and find out more about the employers on our [companies page](/companies). Thank you for your understanding.`,
    startsInDays: 48,
    startHourLocal: 18,
    durationHours: 2.5,
    timezone: "Asia/Tokyo",
    format: "in-person",
    venue: "Shibuya Creative Lounge, 8th floor",
    city: "Tokyo",
    imageUrl: "/images/events/5.svg",
    capacity: 150,
    status: "cancelled",
  },
  {
    title: "Switching into Product: Panel and Portfolio Reviews",
    summary:
      "Product managers who changed careers shared how they made the move, followed by small-group portfolio reviews.",
    description: `Thank you to everyone who joined us in Bengaluru and online for this evening on moving into product management.

Our panel included a former teacher, a former bank analyst and a former operations manager, all now leading product teams. Some of the themes they returned to:

- Your previous career is an asset; learn to describe it in product terms
- Small side projects and internal transfers are often the most realistic route in
- Find a manager who will let you learn in public

After the panel, volunteers from our partner companies reviewed more than 40 portfolios and CVs in small groups. Slides and a reading list have been shared with everyone who registered.`,
    startsInDays: -12,
    startHourLocal: 18,
    durationHours: 2,
    timezone: "Asia/Kolkata",
    format: "hybrid",
    venue: "Koramangala Community Hall",
    city: "Bengaluru",
    onlineUrl: "https://meet.example.com/switching-into-product",
    imageUrl: "/images/events/6.svg",
    registrationUrl: "https://events.example.com/register/switching-into-product",
    capacity: 200,
    status: "completed",
  },
  {
    title: "Parents at Work Roundtable",
    summary:
      "An open conversation for working parents and carers about leave, returning to work and negotiating the support you need.",
    description: `More than 150 parents and carers from across the region joined this online roundtable, hosted with HR leaders from three Companies that Care.

We talked openly about:

- Planning parental leave and keeping in touch while you're away
- Phased returns and what to ask for before your first week back
- Breastfeeding support and childcare benefits worth looking for in a new employer
- How partners can share caregiving more evenly

Many participants asked how to find employers with strong parental benefits. You can filter companies by initiatives such as paid parental leave and childcare on our [companies page](/companies).`,
    startsInDays: -30,
    startHourLocal: 19,
    durationHours: 1.5,
    timezone: "Asia/Jakarta",
    format: "online",
    onlineUrl: "https://meet.example.com/parents-at-work",
    imageUrl: "/images/events/7.svg",
    registrationUrl: "https://events.example.com/register/parents-at-work",
    capacity: 400,
    status: "completed",
  },
  {
    title: "Companies that Care Career Fair: Singapore",
    summary:
      "Our biggest in-person day of the year: 30 employers, CV clinics, short talks and a quiet room for breaks.",
    description: `Our annual career fair brought together 30 employers committed to equal pay, flexible working and family-friendly benefits, and more than 700 job seekers.

## Highlights

- Meet-the-employer booths across technology, healthcare, finance and the creative industries
- CV and profile clinics with volunteer recruiters
- Short talks on negotiating pay, career breaks and moving into leadership
- A quiet room and a family room for anyone who needed a break

Thank you to every employer, volunteer and visitor who took part. Many of the roles discussed on the day are still open: browse them on our [jobs page](/jobs).`,
    startsInDays: -60,
    startHourLocal: 10,
    durationHours: 6,
    timezone: "Asia/Singapore",
    format: "in-person",
    venue: "Marina Hall, Level 3",
    city: "Singapore",
    imageUrl: "/images/events/8.svg",
    registrationUrl: "https://events.example.com/register/career-fair-singapore",
    capacity: 800,
    status: "completed",
  },
];
