// Content of the built-in post "breaking-procrastination-strategies" (generic post route).
export const content = `Not all procrastination is the same. The report you avoid because it is boring is different from the phone call you avoid because it makes you anxious, and both are different from the project you never start because you do not know where it begins. Research by Tim Pychyl, Fuschia Sirois and others describes procrastination as a way of escaping an unpleasant feeling in the short term. The useful question, then, is which feeling a task triggers, because each one has a different fix.
Here are strategies matched to seven common kinds of procrastination.

**1. The boring task**
Expense reports, data entry, filing. Nothing about them is hard; they are just dull, and dullness is surprisingly powerful.
- Make it short: commit to 15 minutes with a timer, then stop if you want to.
- Make it pleasant: pair it with music you like or a good coffee. Researchers call this temptation bundling.
- Make it visible: a tally of finished pieces gives a small sense of progress that the task itself lacks.

**2. The scary task**
The difficult conversation, the email to an upset client, the doctor's appointment. Here the feeling is anxiety, and avoidance makes it grow.
- Name the fear in one sentence. "I'm worried they will say no" is easier to face than a vague dread.
- Do the smallest brave step: write just the first line of the email, or find the phone number.
- Schedule it early in the day, before the worry has hours to build.

**3. The vague task**
"Work on the website." "Sort out the garage." When a task has no clear first step, your brain has to solve a planning problem before it can act, and it often chooses not to.
- Spend one short session only on planning: list the steps and pick the first one.
- Write the first step as a physical action you could start in the next minute.
- If you still cannot find a first step, ask someone what they would do first.

**4. The huge task**
The thesis, the book, the product launch. The sheer size makes any single session feel pointless.
- Break it into pieces of one to four pomodoros each, and write them down.
- Focus on the next piece only. Hide the full list if it overwhelms you.
- Celebrate finished pieces. Progress on a huge task is otherwise invisible for weeks.

**5. The perfectionist task**
When the work has to be excellent, starting feels dangerous, because any start will be imperfect.
- Give yourself permission to write a rough first draft that nobody will see.
- Separate creating from editing: one pomodoro to produce, a later one to improve.
- Set a timebox: "I will spend two pomodoros on this and then it is done enough for now."

**6. The someday task**
Learning a language, starting exercise, organising your photos. With no deadline, there is never a reason to start today.
- Create a deadline: tell a friend, book a class, or set a date for a first small milestone.
- Attach it to an existing routine with an if-then plan: "After my morning coffee, I do ten minutes of vocabulary."
- Keep sessions small and regular. Fifteen minutes daily beats three hours once a month.

**7. The distracted day**
Sometimes the task is fine and the problem is everything around it: messages, news, noise.
- Put your phone in another room and close chat and email for the length of a pomodoro.
- Keep a notepad to capture stray thoughts instead of acting on them.
- Use steady background sound, such as instrumental lo-fi music, if silence makes you restless.

**The common thread**
All seven strategies do the same basic thing: they make the task feel smaller, clearer or safer, so that starting costs less than avoiding. A timer helps with almost every one of them, because it turns an open-ended, emotionally loaded task into a short, concrete commitment. The classic 25 minutes works for many people; 15 minutes with a 3-minute break is even easier to begin.
One more thing helps across the board: self-forgiveness. In a study by Michael Wohl, Tim Pychyl and Shannon Bennett, students who forgave themselves for procrastinating before one exam procrastinated less before the next. Criticising yourself adds to the bad feeling that caused the delay. Acknowledge it, and take the next small step.

**When to look deeper**
If procrastination is persistent and severe, and especially if it comes with low mood, constant worry or long-standing difficulty with attention, it may be connected to depression, anxiety or ADHD. In that case, talking to a doctor or mental health professional is the most useful step you can take.

**Try it now**
Pick one task you have been avoiding. Decide which of the seven types it is, choose one strategy from that section, and start a 15-minute timer. That is all. You can decide what happens next when the bell rings.`;
