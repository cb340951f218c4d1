// Body of "What New Research Says About Breaks, Focus and the Pomodoro Technique"; its opening lines are the `lead` in ../articles.ts.
export const body = `**Why the last fifteen years matter**
Psychology went through a difficult period in the 2010s. Several well-known findings, including some about willpower and focus, failed when other labs tried to repeat them with larger samples. The upside is that today's research is more careful: studies are more often pre-registered, samples are bigger, and meta-analyses pool results across many experiments instead of relying on one striking result.
For anyone using the Pomodoro Technique, that shift matters. Some of the classic explanations for why it works have weakened, while the practical case for short, protected work intervals with regular breaks has, if anything, become clearer.

**Fixed breaks versus breaks when you feel like it**
The most direct tests of the technique come from education research, and two recent studies from Maastricht University in the Netherlands are worth knowing because they point in slightly different directions.
In a 2023 study in the British Journal of Educational Psychology, Felicitas Biwer and colleagues asked students during a day of real self-study either to take breaks whenever they chose, or to follow a fixed schedule: 6 minutes of rest after every 24 minutes of study, or 3 minutes after every 12. Students who regulated their own breaks studied in longer stretches and took longer breaks, and they reported more fatigue and distraction and lower concentration and motivation than the fixed-schedule groups. The amount of work completed was similar, which suggests the fixed schedule reached the same result with less strain.
A 2025 follow-up in Behavioral Sciences compared three approaches over a two-hour study session: the classic 25/5 Pomodoro rhythm, self-regulated breaks, and Flowtime, in which you stop when your focus drops and the break length depends on how long you worked. This time the Pomodoro group's fatigue rose faster during the session, and motivation dropped faster in both structured groups. By the end, though, there were no overall differences in fatigue, motivation, productivity, task completion or flow between the three groups.
Read together, the studies suggest that structure can help, but that no single break schedule wins for everyone. Both were short studies with students, and neither tested a full working week. The honest conclusion is that fixed breaks are a reasonable default, especially if you tend to push on until you are drained, and that it is worth trying a different rhythm if the default starts to feel like a fight.

**Micro-breaks: what pooling the studies shows**
A 2022 meta-analysis in PLOS ONE brought together experiments on micro-breaks, short pauses of up to about ten minutes during work. Across studies, micro-breaks had small but reliable effects on how people felt: more vigour, less fatigue. Their overall effect on performance was not statistically clear. Benefits showed up mainly for less demanding tasks, and longer breaks tended to help performance more than very short ones; the authors suggest that recovering from highly demanding work may need more than ten minutes.
Two practical lessons follow. First, breaks are worth taking for how you feel alone, since feeling less drained makes it easier to keep going through the day. Second, if your work is very demanding, a 5-minute pause may not be enough; a longer break after every few intervals, the 15 to 30 minutes the technique prescribes after four pomodoros, matters.

**Fatigue as a signal, not an empty tank**
For years, the popular explanation for why breaks help was ego depletion: self-control draws on a limited store of energy, and breaks let it refill. In 2016 a registered replication involving more than twenty labs tested a standard ego depletion task and found an effect close to zero. The idea has not disappeared, but it is no longer a safe foundation.
An influential alternative, proposed by Robert Kurzban and colleagues in 2013, treats mental fatigue as a signal about opportunity cost: the longer you stay on one task, the more your brain weighs what else you could be doing, and the more effortful the task feels. On this view, breaks help not by refuelling, but by resetting that comparison, and short, well-defined work intervals help because the end is always in sight.
Whichever account turns out closer to the truth, the practical advice is the same. Plan intervals with a clear end, and stop before you are exhausted rather than after.

**Notifications cost attention even when ignored**
A 2015 experiment by Cary Stothart and colleagues found that simply receiving a phone notification, without reading or answering it, disrupted performance on an attention task. The sound or vibration alone was enough to set the mind wandering towards the message.
Gloria Mark's research on interruptions at work adds a twist: people who are interrupted often compensate by working faster, so their output can look fine, but they report more stress, frustration and effort. Constant interruptions do not always show up in the work; they show up in the person doing it.
For a pomodoro, the message is simple: silence notifications for the length of the interval, not just the ones you plan to ignore.

**The phone on the desk: less clear than it seemed**
A widely shared 2017 study reported that merely having your smartphone on the desk, even switched off, reduced available working memory. It made headlines under the label "brain drain". Later replication attempts have found weaker effects or none at all, and researchers now describe the evidence as mixed.
That does not mean phones are harmless to focus; the notification research above is solid. It means the specific claim that a silent, face-down phone drains your mind is uncertain. Putting the phone in another room is still a reasonable precaution, mainly because it removes the temptation to pick it up.

**Moving during breaks**
Research on sedentary behaviour has looked at what happens when long periods of sitting are broken up with short bouts of light activity. A 2012 study in Diabetes Care by David Dunstan and colleagues found that interrupting sitting with brief walking breaks every 20 minutes lowered blood sugar and insulin responses after a meal, compared with sitting uninterrupted. Other studies link activity breaks with better mood and less fatigue, although effects on thinking are less consistent.
The Pomodoro break is an easy place to add this. Stand up, walk to the kitchen, climb a flight of stairs. Your body benefits even on days when your concentration does not noticeably change.

**Music while you focus**
Research on background music is genuinely mixed. Music with lyrics tends to interfere more with reading and writing than instrumental music. Effects also depend on the person: some people concentrate better with background sound, others are distracted by it, and familiarity and preference play a role. The once-famous "Mozart effect" turned out to be largely about mood and arousal rather than any special property of Mozart.
If you like music while you work, instrumental, steady, not-too-loud music such as lo-fi is a sensible choice, especially for tasks involving language. If you find yourself listening instead of working, switch it off for that kind of task.

**Green views and attention: promising but contested**
A 2015 Australian study reported that students who looked at a green roof for 40 seconds made fewer errors on a subsequent attention task than those who looked at a concrete roof. It fits attention restoration theory, the idea that natural scenes rest our attention. But results in this area vary across studies and measures, and the theory remains contested. Looking out of a window during a break costs nothing and may help; just do not expect a miracle.

**How to read productivity science**
- Prefer meta-analyses and replications over single striking studies.
- Check who was studied and for how long: a one-hour lab session with students is not the same as a working week.
- Separate how people felt from what they produced; both matter, but they are different outcomes.
- Be wary of precise-sounding rules, such as an exact attention span in minutes, that no study actually established.

**Putting it together**
The recent evidence supports the spirit of the Pomodoro Technique more than its exact numbers. Planned breaks help many people avoid the long, draining stretches they fall into otherwise, although no one schedule suits everyone. Short breaks make people feel better and sometimes work better. Notifications and task switching carry real costs. Movement during breaks helps the body. The old willpower-tank explanation has faded, but the practice it was meant to explain still holds up well.
So keep the structure, and treat the numbers as a starting point. Begin with 25/5, try 15/3 on hard-to-start days or 50/10 for deep work, take a longer break after four intervals, and let your own records tell you what works.`;
