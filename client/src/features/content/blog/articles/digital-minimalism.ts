// Body of "Digital Minimalism for Deep Work: Fewer Tools, Better Focus"; its opening lines are the `lead` in ../articles.ts.
export const body = `**What digital minimalism means**
The term was popularised by Cal Newport in his 2019 book Digital Minimalism. His definition, in short: spend your time online on a small number of carefully chosen activities that strongly support things you value, and be content to miss out on everything else. It is not a rejection of technology. A digital minimalist may use plenty of software, but every tool has earned its place by doing something important better than the alternatives.
The opposite approach, which most of us drift into, is maximalism by default. We install an app because it might be useful, accept every notification because that is the setting it came with, and keep accounts open because closing them feels like losing something. Each decision costs little on its own. Together they produce a day in which attention is constantly pulled in small pieces.

**Why it matters for focus**
Focused work needs long stretches of uninterrupted attention, and every tool that can interrupt you is a potential break in that stretch. Research on task switching shows that moving between tasks costs time and accuracy. Sophie Leroy's work on attention residue shows that part of your mind stays on the previous task after you switch. Experiments on phone notifications have found that even receiving an alert you do not answer can disrupt attention.
Gloria Mark, who has studied how people use computers at work for many years, describes in her 2023 book Attention Span how frequently people now switch between screens and apps, often after well under a minute. Some of those switches are prompted by notifications, but many are self-interruptions: habits of checking that have been trained by years of constant availability. Digital minimalism addresses both, by reducing the prompts and weakening the habits.

**Step 1: Audit your tools**
Start with an honest inventory. List the apps, sites and services you use in a typical week, on your phone and your computer. For each one, ask three questions:
- What do I actually get from it that I value?
- Is this the best way to get that value, or just the most familiar?
- What does it cost me in time and attention?
You will usually find three groups: tools you clearly need for work or life, tools that give you something real but take too much, and tools that mostly fill time. The first group stays. The second group needs rules. The third group can go.

**Step 2: Turn notifications off by default**
The single biggest change most people can make is to switch notifications off for everything, then turn them back on only for what truly needs to reach you immediately. For many people that means calls and messages from a few specific people, calendar reminders, and very little else.
- Turn off badges, the little red counters, which exist to create a feeling that something is waiting.
- Disable email notifications entirely and check email at chosen times.
- Mute group chats you do not need to follow in real time.
- Use your devices' focus or Do Not Disturb modes during work blocks, and let important contacts through if you must.
Notifications are someone else's priorities arriving at your desk. Deciding which ones you accept is the foundation of a calmer digital life.

**Step 3: Redesign your phone**
Your phone is probably the most interruptive device you own, because it is always with you. A few changes make it a tool again rather than a slot machine.
- Keep only tools on the first screen: maps, calendar, notes, camera, the apps you use with a purpose.
- Move social media and news apps off the home screen, or remove them and use them only in a browser on your computer, where they are less convenient.
- Log out of time-sink apps after each use, so that opening them takes deliberate effort.
- Charge your phone outside the bedroom and use a simple alarm clock instead.
- During focus work, put the phone in another room. Out of sight is not always out of mind, but out of reach helps a lot.

**Step 4: Simplify your computer**
The computer is where focused work happens, so make it a calm place.
- Close email and chat during focus blocks; open them in scheduled batches.
- Work in one window per task. Full-screen mode hides everything that could tempt you.
- Bookmark things you want to read later instead of leaving dozens of tabs open.
- Remove desktop clutter and browser extensions you no longer use.
- Use a site blocker during work hours if certain sites are a habit you cannot break by willpower alone.
- Keep a simple notepad open for stray thoughts, so you can capture them without switching to another app.

**Step 5: Optimise your physical workspace**
Digital minimalism works better in a physical space that supports it. Keep your desk clear of everything except what the current task needs. Put paper and a pen within reach for notes. If you use a second monitor, give it a single purpose, such as reference material, rather than a live feed of messages. Headphones, with or without music, can act as both a sound barrier and a visible sign to others that you are focusing.

**Step 6: Try a 30-day declutter**
Newport's book recommends a more radical reset: a 30-day break from all optional technologies, meaning anything you could step away from without serious consequences for your work or family. During the break, rediscover offline activities and notice what you actually miss. At the end, reintroduce tools one at a time, only if they serve something you value, and with clear rules about when and how you use them.
You do not need to do the full version to benefit. A one-week break from a single app you suspect is costing you, with notes on what you missed and what you gained, is a useful experiment in itself.

**Replace, do not just remove**
Removing distractions leaves a gap, and gaps tend to fill up with the old habits. Plan what you want to do instead: a walk at lunch, a book on the commute, a hobby in the evening, a call with a friend instead of scrolling their updates. Newport argues that high-quality leisure, activities that are demanding, social or creative, is what makes digital minimalism sustainable. People rarely stick with pure abstinence; they stick with a better alternative.

**Choosing tools with a minimalist eye**
When you add a tool, prefer ones that do one job well and then get out of your way. Good signs are: no feed to scroll, no notifications you did not ask for, no account required for the basic job, and the ability to work offline. Pomolo was built in that spirit. It is a focus timer and a lo-fi music player at heart, and its extras (a task list, a daily goal, statistics) stay out of the way until you want them: it opens straight onto the timer, needs no account, and works offline once installed as an app. At the end of a phase it rings a bell and, if you allow it, shows a notification, and otherwise it stays quiet.

**Set expectations with other people**
Digital minimalism is easier when the people around you know your rules. Tell colleagues when you check messages and how to reach you in a real emergency. Agree on team norms such as quiet hours or no-meeting mornings. Most people are more accepting than you expect, especially when you are reliably responsive at the times you promised.

**The takeaway**
Digital minimalism is not about owning fewer gadgets or living offline. It is about being deliberate: choosing the few tools that serve what you value, configuring them so they serve you rather than interrupt you, and letting the rest go. Start with notifications today, redesign your phone this week, and notice how much easier it becomes to give one task your full attention.`;
