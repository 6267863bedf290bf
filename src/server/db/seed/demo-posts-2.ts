import type { DemoPost } from "./demo-types.ts";

export const demoPostsPart2: DemoPost[] = [
  {
    slug: "interview-preparation-checklist",
    title: "The Interview Prep Checklist We Wish Someone Had Given Us",
    author: "Aiko Sato",
    excerpt:
      "From one week before to the thank-you note afterwards: a practical checklist for preparing stories, questions and yourself for your next interview.",
    body: `Preparation won't remove interview nerves entirely, but it turns them into energy rather than panic. This is the checklist our team uses and shares with friends. Adapt it to suit you.

## One week before

- **Re-read the job description** and highlight the five most important requirements.
- **Match each requirement to a story.** For every one, note a specific example from your experience.
- **Research the organisation.** Read its website, recent news and its profile on our [companies page](/companies). Note its products, customers, values and benefits.
- **Find out the format.** Ask the recruiter who you'll meet, how long it will take and whether there's a task or presentation.

## Prepare your stories

Most interviews include behavioural questions such as "Tell me about a time when…". The STAR method helps you answer clearly:

1. **Situation**: set the scene briefly
2. **Task**: what you were responsible for
3. **Action**: what *you* did (say "I", not only "we")
4. **Result**: the outcome, with numbers if possible

Prepare six to eight stories that cover leadership, conflict, failure, teamwork, a difficult decision and an achievement you're proud of. Many stories can answer more than one question.

> "I used to undersell myself by saying 'we did this' about everything. Practising with a friend who kept asking 'but what did *you* do?' changed how I interview."

## Two days before

- Practise your answers out loud, ideally with a friend or mentor.
- Prepare a short, confident answer to "Tell me about yourself": around 90 seconds on where you are now, what you've done and why this role.
- Write three or four thoughtful questions to ask, such as "What would success look like in the first six months?" or "How does the team support flexible working?"

## The day before

- Plan your route, or test your camera, microphone and connection for a video interview.
- Prepare your outfit and anything you need to bring.
- Get some rest. Last-minute cramming rarely helps.

## On the day

- Arrive or log in ten minutes early.
- Bring a notebook with your key points and questions. It's perfectly acceptable to glance at it.
- If you don't understand a question, ask for clarification. Taking a moment to think is a sign of care, not weakness.

## Afterwards

Send a short thank-you note within a day, mentioning something specific you enjoyed discussing. Then write down what went well and what you'd improve while it's still fresh. If you don't get the role, it's worth politely asking for feedback; many interviewers are happy to share a few pointers.

## Asking about benefits

Many candidates worry that asking about parental leave or flexibility will count against them. Employers who genuinely support their people welcome these questions. If you'd rather know before you apply, filter by workplace and employment type on our [jobs page](/jobs), and check each employer's initiatives on its company profile.`,
    coverImageUrl: "/images/blog/interview-preparation-checklist.svg",
    tags: ["Interviews", "Job search"],
    status: "published",
    publishedDaysAgo: 25,
  },
  {
    slug: "building-a-professional-network",
    title: "Building a Network When You Don't Like Networking",
    author: "Siti Rahmah",
    excerpt:
      "A strong professional network is less about working the room and more about genuine relationships. Practical ideas for introverts and busy people.",
    body: `If the word "networking" makes you picture a crowded room, a name badge and forced small talk, you're not alone. But a strong professional network is less about working the room and more about building genuine relationships over time, something many introverts are naturally good at.

## Reframe what networking means

Networking is simply staying in touch with people you find interesting, and helping each other when you can. It includes:

- Catching up with a former colleague over coffee
- Sending an article to someone who'd find it useful
- Introducing two people who should know each other
- Asking a thoughtful question after a talk

None of these require you to be loud or outgoing.

## Start with the network you already have

You probably know more people than you think. Make a list of former colleagues, classmates, managers, clients, and friends from community groups or your children's school. Reconnect with a few each month with a short, genuine message: "I saw your team launched a new product. Congratulations! I'd love to hear how it's going."

## Give before you ask

The strongest networks are built on generosity. Share what you know, celebrate other people's successes, and offer help without expecting anything in return. When you do need advice or an introduction later, you'll be asking people who already know and trust you.

> "I used to think I had nothing to offer people more senior than me. Then I realised that sharing what junior colleagues were actually experiencing was incredibly valuable to them."

## Choose settings that suit you

You don't have to attend every event. Pick formats you enjoy:

1. **Small gatherings**: breakfasts, roundtables or workshops with a clear topic
2. **Online communities**: professional groups where you can contribute in writing
3. **One-to-one conversations**: often the most valuable of all
4. **Women's networks** at your workplace, if your employer has one

Our [events calendar](/events) lists workshops and roundtables across the region, many of them online.

## Make events easier

If you do go to a larger event:

- Set a small goal, such as having two good conversations
- Prepare a couple of open questions: "What brought you here today?" or "What are you working on at the moment?"
- Look for people standing alone; they'll probably be relieved you said hello
- Follow up within a few days with a short message

## Keep it going

Relationships need a little maintenance. A simple spreadsheet or notes app can help you remember who you spoke to, what you talked about and when to get back in touch. Even a brief message twice a year keeps a connection warm.

## Networks open doors

Many roles are filled through referrals before they're ever advertised, and a trusted contact can tell you what a company is really like to work for. Combine those conversations with research on our [companies page](/companies), where you can see each employer's initiatives, from mentorship programmes to women's networks.`,
    coverImageUrl: "/images/blog/building-a-professional-network.svg",
    tags: ["Networking", "Career growth"],
    status: "published",
    publishedDaysAgo: 33,
  },
  {
    slug: "stepping-into-leadership",
    title: "Stepping Into Your First Leadership Role",
    author: "Ji-woo Park",
    excerpt:
      "Your first leadership role changes what success looks like. What experienced leaders wish they'd known in their first year, from one-to-ones to finding a sponsor.",
    body: `Your first leadership role is exciting, and often a little overwhelming. Overnight, your success depends less on what you do yourself and more on what your team achieves. Here's what experienced leaders wish they'd known in their first year.

## Your job has changed

The skills that got you promoted, such as being the expert and delivering great work yourself, are not the same skills you need now. Your new job is to:

- Set clear direction and priorities
- Help each person do their best work
- Remove obstacles and make decisions
- Represent your team to the rest of the organisation

It's normal to feel less productive for a while. You're learning a new profession.

## Get to know your team

In your first month, have a one-to-one conversation with each team member. Ask:

1. What do you enjoy most about your work?
2. What gets in your way?
3. How do you like to receive feedback?
4. What would you like to be doing in two years?

Listen more than you talk. Then keep having regular one-to-ones, even when you're busy. They're where trust is built.

## Give feedback early and kindly

Many new managers avoid difficult conversations, hoping problems will resolve themselves. They rarely do. Give feedback soon after the event, focus on specific behaviour and its impact, and ask for the other person's view. Praise good work just as specifically.

> "The best manager I had told me: 'Clear is kind.' Being vague to spare someone's feelings only makes things harder for them later."

## Lead in your own way

There's no single model of a good leader. Many women are told, directly or indirectly, that they need to be more assertive, or less. Instead of copying someone else's style, build on your own strengths, whether that's listening, structure, creativity or calm under pressure. Authenticity earns more trust than performance.

## Find support

Leadership can feel lonely. Build your own support network:

- **A mentor** who has been where you are and can share advice
- **A sponsor**: a senior person who advocates for you when you're not in the room
- **Peers** at a similar stage, to share challenges honestly
- **A coach**, if your employer offers one

Many Companies that Care run leadership development programmes, sponsorship schemes and women-in-leadership circles. You can filter employers by these initiatives on our [companies page](/companies).

## Look after yourself

You set the tone for your team. If you send emails at midnight, your team will feel they should too. Model the balance you'd like them to have: take your leave, protect focused time and be open about your own commitments outside work.

## Keep learning

Read widely, ask your team for feedback, and reflect regularly on what's working. Your first year as a leader won't be perfect, and it doesn't need to be. Curiosity and care will take you a very long way. When you're ready for your next step, browse leadership roles on our [jobs page](/jobs).`,
    coverImageUrl: "/images/blog/stepping-into-leadership.svg",
    tags: ["Leadership", "Career growth"],
    status: "published",
    publishedDaysAgo: 41,
  },
];
