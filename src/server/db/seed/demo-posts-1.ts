import type { DemoPost } from "./demo-types.ts";

export const demoPostsPart1: DemoPost[] = [
  {
    slug: "how-to-negotiate-your-salary",
    title: "How to Negotiate Your Salary (Even If You Hate Negotiating)",
    author: "Mei Ling Tan",
    excerpt:
      "A salary offer is the start of a conversation, not a verdict. A simple, repeatable approach to research, name your number and negotiate the whole package.",
    body: `Many of us would rather do almost anything than ask for more money. It feels awkward, even greedy. But a salary offer is the start of a conversation, not a verdict, and employers expect you to take part in it. A modest increase at the offer stage also compounds: every future raise, bonus and retirement contribution is calculated from that starting number.

Here is a simple approach that works whether you're changing jobs or asking for a raise.

## 1. Do your research first

Confidence comes from evidence. Before any conversation, gather at least three sources:

- Salary ranges in job ads for similar roles in your city (many listings on our [jobs page](/jobs) show them)
- Conversations with peers, mentors or recruiters you trust
- Published salary guides and your professional association's surveys

Write down a realistic range for your role, level and location.

## 2. Decide on three numbers

Before you speak to anyone, decide:

1. **Your target**: the figure you'd be genuinely happy with
2. **Your opening number**: slightly above your target, so there is room to meet in the middle
3. **Your walk-away point**: the lowest offer you would accept

Knowing your walk-away point in advance stops you from agreeing to something in the moment that you'll regret later.

## 3. Let them go first, if you can

If you're asked about expectations early, it's fine to say you'd like to learn more about the role first, or to ask what range has been budgeted. If you do need to give a number, give a range whose bottom end is your target.

## 4. Use warm, clear language

Negotiation doesn't have to be confrontational. Try phrases like:

- "Thank you, I'm really excited about this role. Based on my research and experience, I was expecting something closer to…"
- "Is there any flexibility on the base salary?"
- "If the salary is fixed, could we look at other parts of the package?"

Then stop talking. Silence feels uncomfortable, but it gives the other person space to respond.

> "The first time I negotiated, I rehearsed one sentence in the mirror for a week. It got me 8% more, and the hiring manager told me later she respected me for asking."

## 5. Negotiate the whole package

Base pay matters most, but it isn't everything. Other things worth discussing include:

- A sign-on bonus or an earlier salary review
- Flexible working or extra remote days
- Additional annual leave or parental leave top-ups
- A learning budget, certifications or conference attendance

## 6. Get it in writing

Once you've agreed, ask for the final offer in writing before you resign from your current job. Check that the salary, start date, benefits and any promised review dates are all included.

## A final word

Employers who take fairness seriously, with transparent salary bands and regular equal-pay reviews, make this process much easier. You can find them by filtering for equal pay on our [companies page](/companies).`,
    coverImageUrl: "/images/blog/how-to-negotiate-your-salary.svg",
    tags: ["Negotiation", "Pay", "Career advice"],
    status: "published",
    publishedDaysAgo: 3,
  },
  {
    slug: "returning-to-work-after-a-career-break",
    title: "Returning to Work After a Career Break: A Step-by-Step Guide",
    author: "Priya Raman",
    excerpt:
      "A career break is part of your story, not a gap to hide. How to reflect, refresh your skills, explain your break and find employers who welcome returners.",
    body: `Whether you stepped away to raise children, care for a parent, recover from illness, study or simply rest, a career break is part of your story, not a gap to hide. Employers increasingly recognise this, and many now run paid "returnship" programmes designed for people coming back after time away.

Here's how to plan your return with confidence.

## Start with reflection, not applications

Before you update your CV, take time to think about what you want now. Your priorities may have changed.

- Which parts of your previous work did you enjoy most?
- How many hours, and which days, can you realistically work?
- Do you want to return to the same field, or try something new?
- What support would make the transition easier: flexible hours, a phased start, childcare nearby?

Being clear on these answers will save you time and help you spot the right opportunities.

## Refresh your skills, selectively

You don't need to relearn everything. Identify the two or three skills that matter most for the roles you're targeting and focus there. Short courses, professional association events and volunteer projects are all good ways to rebuild confidence and show recent activity.

## Tell your story on your CV

Address your break briefly and positively. A single line is enough:

> Career break (2019–2024): Full-time caregiver for two young children. Completed a certificate in project management and volunteered as treasurer of a parents' association.

Then focus the rest of your CV on your achievements and transferable skills. Organising, budgeting, negotiating and staying calm under pressure are skills many carers use every day.

## Look for employers who welcome returners

Some employers actively recruit people returning from a break. Look for:

1. **Returnship programmes**: paid, structured placements, often 12 to 16 weeks, with mentoring and a route to a permanent role
2. **Phased returns**: reduced hours for the first few weeks
3. **Flexible working from day one**, rather than only after probation

You can filter for employers with a return-to-work initiative on our [companies page](/companies), and search for "returnship" on our [jobs page](/jobs).

## Prepare for the interview question

You will probably be asked about your break. Prepare a short, confident answer that covers why you took it, what you did during it, and why you're ready to return now. Keep it matter-of-fact, then move on to what you'd bring to the role.

## Build a support circle

Returning can feel isolating, especially if your former colleagues have moved on. Reconnect with a few people from your previous workplace, join a returners' group, or attend an online event where others are making the same move. Hearing how someone else handled their first week back is often more reassuring than any guide.

## Be kind to yourself

The first few months back can be tiring, and it's normal to feel out of practice. Give yourself time, ask questions, and celebrate small wins. Many people find that their time away has given them perspective, patience and clear priorities that make them better at their work than before.`,
    coverImageUrl: "/images/blog/returning-to-work-after-a-career-break.svg",
    tags: ["Returning to work", "Career breaks", "Career advice"],
    status: "published",
    publishedDaysAgo: 10,
  },
  {
    slug: "making-a-flexible-working-request",
    title: "How to Make a Flexible Working Request Your Manager Can Say Yes To",
    author: "Grace Villanueva",
    excerpt:
      "A well-prepared flexible working request is far more likely to succeed. What to ask for, how to build a business case and what to do if the answer is no.",
    body: `Flexible working has moved from a rare perk to a normal part of working life in many Asian cities. Yet many people still hesitate to ask, worried they'll be seen as less committed. The good news is that a well-prepared request is far more likely to succeed, and it shows exactly the kind of planning skills managers value.

## Know what you're asking for

"Flexibility" can mean many things. Be specific about the arrangement you want:

- **Hybrid working**: a set number of days at home each week
- **Flexible hours**: different start and finish times, for example 8am to 4pm
- **Compressed hours**: full-time hours over four longer days
- **Part-time or job share**: fewer hours, or one role split between two people

It's worth checking your employer's policy first. Some companies, and some countries' employment laws, set out a formal process for requests.

## Build a business case

Your manager's first question will be: "How will the work get done?" Answer it before they ask. A strong written request covers:

1. The arrangement you're proposing and when you'd like it to start
2. How your key responsibilities will be covered
3. How you'll stay reachable and keep your team informed
4. Any benefits to the team, such as longer coverage hours or more focused time
5. A suggested trial period, typically three months, with a review date

Keep it to one page. Focus on outcomes rather than personal reasons. You can share those if you wish, but your request should stand on its own.

## Anticipate concerns

Think about the objections your manager might raise and address them directly. If client meetings are on Mondays, offer to always be in the office that day. If the team relies on you for quick answers, suggest core hours when you'll always be available.

> "I expected my manager to say no. Instead she said it was the most thought-through proposal she'd seen, and asked if she could share the template with the rest of the team."

## Have the conversation

Send your proposal ahead of time and ask for a meeting to discuss it. Listen to concerns with an open mind. If your manager can't agree to everything, look for a compromise: perhaps two home days instead of three, or a shorter trial.

## Make the trial a success

Once your trial begins, over-communicate for the first few weeks. Share what you've delivered, keep your calendar up to date and check in with your manager regularly. At the review, bring evidence of how the arrangement has worked for you and the team.

## If the answer is no

Ask for the reasons in writing and whether the decision could be reviewed in a few months. Sometimes "no" really means "not yet".

If flexibility is essential for you and your current employer can't offer it, that's valuable information too. Many Companies that Care offer flexible working from day one. Browse hybrid and remote roles on our [jobs page](/jobs).`,
    coverImageUrl: "/images/blog/making-a-flexible-working-request.svg",
    tags: ["Flexible working", "Career advice"],
    status: "published",
    publishedDaysAgo: 18,
  },
];
