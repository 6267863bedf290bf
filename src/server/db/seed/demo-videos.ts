import type { DemoVideo } from "./demo-types.ts";

export const demoVideos: DemoVideo[] = [
  {
    title: "Three Phrases for Your Next Salary Conversation",
    tag: "Negotiation",
    thumbnailUrl: "/images/videos/1.svg",
    url: "https://video.example.com/watch/three-phrases-salary-conversation",
    publishedDaysAgo: 4,
  },
  {
    title: "Coming Back Stronger: Stories from Returnship Graduates",
    tag: "Returning to work",
    thumbnailUrl: "/images/videos/2.svg",
    url: "https://video.example.com/watch/returnship-graduate-stories",
    publishedDaysAgo: 12,
  },
  {
    title: "Answering 'Tell Me About Yourself' in 90 Seconds",
    tag: "Interviews",
    thumbnailUrl: "/images/videos/3.svg",
    url: "https://video.example.com/watch/tell-me-about-yourself",
    publishedDaysAgo: 21,
  },
  {
    title: "A Day in the Life of a Supply Chain Planner in Ho Chi Minh City",
    tag: "Day in the life",
    thumbnailUrl: "/images/videos/4.svg",
    url: "https://video.example.com/watch/day-in-the-life-supply-chain-planner",
    publishedDaysAgo: 30,
  },
  {
    title: "Writing a Flexible Working Proposal, Step by Step",
    tag: "Flexible working",
    thumbnailUrl: "/images/videos/5.svg",
    url: "https://video.example.com/watch/flexible-working-proposal",
    publishedDaysAgo: 44,
  },
  {
    title: "Mentor or Sponsor? Building Support for Your Leadership Journey",
    tag: "Leadership",
    thumbnailUrl: "/images/videos/6.svg",
    url: "https://video.example.com/watch/mentor-or-sponsor",
    publishedDaysAgo: 58,
  },
];
