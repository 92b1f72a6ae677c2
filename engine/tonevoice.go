package engine

import (
	"regexp"
	"strings"
)

// A step's kind is what the cook does in it, read from its words: the voice of a tone
// opens and remarks on each kind of step in its own way, once per recipe, so a tone
// varies with the cooking instead of pasting one phrase onto every step.
type stepKind int

const (
	kindOther stepKind = iota
	kindPrep
	kindFry
	kindSimmer
	kindBake
	kindMix
	kindRest
	kindServe
	stepKinds
)

var (
	fryTalk    = talkWords("fry fried frying stir-fry sear seared sauté saute brown golden crisp crisps sizzle melt melts toast")
	simmerTalk = talkWords("simmer simmering boil boiling boils poach blanch braise stew bubble")
	bakeTalk   = talkWords("bake baked baking roast roasting oven grill broil")
	mixTalk    = talkWords("whisk beat mix stir fold combine toss mash knead cream blend shake")
	restTalk   = talkWords("rest cool chill stand set cools")
	serveTalk  = talkWords("serve plate garnish top finish spoon divide ladle")
	prepTalk   = talkWords("cut slice dice mince chop grate peel rinse trim pat crumble shred halve core zest juice drain prep")
)

// kindOf reads a step's kind: heat first (the oven, the pan, the pot), then what is done
// off the heat.
func kindOf(text string, last bool) stepKind {
	// The step's first sentence says its main action; what follows is often a
	// "Meanwhile" for the board.
	heat, heatKnown := false, false // usesHeat(text), once asked
	if first := strings.TrimSpace(firstSentence(text)); first != text {
		if h := usesHeat(first); h == usesHeat(text) {
			text, heat, heatKnown = first, h, true
		}
	}
	low := lowered(text)
	first := stepVerb(low)
	talk := kindTalk.of(low)
	// "Off the heat, season" is a step away from the stove; "keep simmering" is on it.
	if !heatKnown || strings.Contains(text, "ff the heat") {
		heat = usesHeat(strings.ReplaceAll(strings.ReplaceAll(text, "Off the heat", ""), "off the heat", ""))
	}
	heat = heat || talk&talkSimmer != 0
	preheat := strings.HasPrefix(low, "heat the oven") || strings.HasPrefix(low, "preheat")
	bake := talk&talkBake != 0
	if strings.Contains(low, "dutch oven") {
		bake = bakeTalk.in(strings.ReplaceAll(low, "dutch oven", "pot"))
	}
	switch {
	case heat && bake && !preheat:
		return kindBake
	case last && talk&talkServe != 0 && talk&talkBake == 0:
		return kindServe
	case heat && talk&talkFry != 0:
		return kindFry
	case heat && talk&talkSimmer != 0:
		return kindSimmer
	case heat && !preheat && containsAny(low, []string{"water", "broth", "stock", "milk", "cream", "sauce"}):
		return kindSimmer
	case heat && !preheat:
		return kindFry
	case last || serveTalk.has(first):
		return kindServe
	case restTalk.has(first) || first == "let" && talk&talkRest != 0:
		return kindRest
	case first == "prep" || prepTalk.has(first) || heat:
		return kindPrep
	case talk&talkMix != 0:
		return kindMix
	case talk&talkKnife != 0:
		return kindPrep
	}
	return kindOther
}

// kindTalk reads a step for the talk of every kind at once: bit talkSimmer is
// simmerTalk.in(text), and so on.
var kindTalk = newTalkIndex(simmerTalk, bakeTalk, serveTalk, fryTalk, restTalk, mixTalk, knifeTalk)

const (
	talkSimmer = 1 << iota
	talkBake
	talkServe
	talkFry
	talkRest
	talkMix
	talkKnife
)

func stepVerb(s string) string {
	s = strings.TrimLeft(s, " ")
	if j := strings.IndexAny(s, " ,:;."); j >= 0 {
		return s[:j]
	}
	return s
}

// A voice is a tone's way of opening and remarking on each kind of step.
type voice struct {
	first, last string              // the openings of the recipe's first and last steps
	open        [stepKinds][]string // the openings of each kind of step, in turn
	general     []string            // the openings of a step whose kind has had its own
	every       bool                // every step opens: the general ones come round again
	stages      bool                // every step is labelled by its stage, the label said again
	aside       [stepKinds]string   // a sentence of the tone's own, said once, after the first step of its kind
}

var voices = map[string]voice{
	"chef": {
		// A label names the station once, where it reads as a kitchen's word: "Hot pan:
		// drop the heat", "Pot:" or "Then:" on every step is noise (review 30 #30).
		open: [stepKinds][]string{kindPrep: {"Mise en place: "}, kindBake: {"Oven: "}, kindRest: {"Rest: "}, kindServe: {"Pass: "}},
		aside: [stepKinds]string{kindPrep: "Everything cut and in its place before the heat goes on.",
			kindFry: "Hot pan, then fat, then food; never crowd it.", kindSimmer: "Taste as it goes.",
			kindBake: "Know your oven: check it a few minutes early.", kindMix: "Work it no more than it needs.",
			kindRest: "Don't rush the rest: it is part of the cooking."},
	},
	"casual": {
		first: "First up, ", last: "Last bit: ",
		open: [stepKinds][]string{kindPrep: {"Next, "}, kindFry: {"Time to cook: "}, kindSimmer: {"Then "}, kindBake: {"Then "},
			kindMix: {"Now "}, kindRest: {"Nearly there: "}},
		general: []string{"Next, ", "Now ", "Then ", "Okay, ", "Right, ", "After that, ", "Now "},
		every:   true,
		aside: [stepKinds]string{kindPrep: "No need to be fussy with the chopping.",
			kindFry: "Let it get some colour: that's where the flavour is.", kindSimmer: "Good time to wash up while it bubbles away.",
			kindBake: "Good time to tidy up while it bakes.", kindRest: "Worth the wait, promise.", kindServe: "Enjoy!"},
	},
	"playful": {
		first: "Let's go! ", last: "Ta-da! ",
		open: [stepKinds][]string{kindPrep: {"Warm-up round: ", "More chopping: "}, kindFry: {"Sizzle time: ", "Back to the pan: "},
			kindSimmer: {"Bubble, bubble: ", "Pot check: "}, kindBake: {"Oven o'clock: ", "Back in the oven: "},
			kindMix: {"Give it a whirl: ", "Mix it up: "}, kindRest: {"Patience, chef: ", "Hold tight: "}},
		general: []string{"Ooh, next: ", "Now for the fun part: ", "Keep it rolling: ", "Next up: ", "And now: "},
		every:   true,
		aside: [stepKinds]string{kindPrep: "Good prep is half the fun.", kindFry: "Listen for the sizzle: that's the sound of flavour.",
			kindSimmer: "Now the pot does the work.", kindBake: "Your kitchen is about to smell wonderful.",
			kindRest: "Good things come to those who wait.", kindServe: "Take a bow."},
	},
	"professional": {
		// No stage labels ("Cooking: meanwhile brown…", review 43 #35): professionalStep
		// makes each step precise instead, and the remarks are working ones.
		aside: [stepKinds]string{kindFry: "Work in batches if the pan is crowded, which steams the food rather than browning it.",
			kindRest: "Resting lets the texture set before cutting or serving."},
	},
	"kid-friendly": {
		first: "First, ", last: "Last of all, ",
		general: []string{"Next, ", "Now ", "Then "},
		every:   true,
	},
}

// voiceSaid is what a voice has said so far in a recipe: the openings of each kind of
// step and the general ones, and the aside of each kind.
type voiceSaid struct {
	open    [stepKinds]int
	general int
	aside   [stepKinds]bool
}

// opening is the voice's opening for step i of n, of the kind; "" for none.
func (v voice) opening(kind stepKind, i, n int, said *voiceSaid) string {
	switch {
	case i == 0 && v.first != "":
		return v.first
	case i == n-1 && v.last != "":
		return v.last
	case v.open[kind] != nil && said.open[kind] < len(v.open[kind]):
		said.open[kind]++
		return v.open[kind][said.open[kind]-1]
	case v.open[kind] != nil && v.stages:
		return v.open[kind][len(v.open[kind])-1]
	case len(v.general) > 0 && (v.every || said.general < len(v.general)):
		said.general++
		return v.general[(said.general-1)%len(v.general)]
	}
	return ""
}

// voiceStep rewrites one step in a tone's voice: its words, then the opening and the
// remark of its kind where this recipe has not had them yet (said tracks them).
func voiceStep(s, tone string, kind stepKind, i, n int, first bool, said *voiceSaid, savoury bool) string {
	v, ok := voices[tone]
	if !ok {
		return s
	}
	switch tone {
	case "chef":
		s = tildeAbout(s)
		s = chefCuts.Replace(s)
	case "casual", "playful", "professional":
		s = replaceAll(s, voiceWords[tone])
	}
	prefix := v.opening(kind, i, n, said)
	if tone == "chef" && prefix == "" {
		// The cooking steps are called by their technique, as it is in the step: "Sear:",
		// "Simmer:", never "Hot pan:" or "Then:" (review 30 #30).
		prefix = chefLabel(s, savoury)
	}
	if tone == "kid-friendly" && !opensWithAction(s) {
		prefix = "" // "Then in a bowl, whisk" is no sentence a young cook reads easily
	}
	switch {
	case tone == "chef" && first && kind != kindPrep:
		prefix = "Fire: "
	case tone == "chef" && i == 0 && kind == kindOther:
		prefix = "Ahead: " // the soak, the marinade: work done before service
	}
	if prefix != "" && !opensWithFold(s, strings.TrimRight(prefix, ": !")) {
		switch {
		case opensWithFold(s, prefix):
		case strings.HasSuffix(prefix, "! "):
			s = prefix + upperFirst(s)
		case mayLabel(s) && labelRe.MatchString(s) && strings.HasSuffix(prefix, ": "):
			// "Prep: cut the chicken" reads "Mise en place: cut the chicken".
			s = prefix + strings.TrimLeft(s[len(labelRe.FindString(s)):], " ")
		case mayLabel(s) && labelRe.MatchString(s):
			label := labelRe.FindString(s)
			s = strings.TrimRight(prefix, " :,!") + ", the " + lowered(label) + s[len(label):]
		default:
			s = prefix + lowerFirst(s)
		}
	}
	if said.aside[kind] {
		return s
	}
	low := lowered(s)
	if kind == kindSimmer && (strings.Contains(low, "boil") || strings.Contains(low, "water")) {
		// The pot of water coming up to the boil is no simmer to taste or leave be.
		return s
	}
	if tone == "chef" && kind == kindFry && !heatsFat(low) {
		// "Hot pan, then fat, then food" belongs with a step that heats its fat, never
		// the bacon rendered with no oil.
		return s
	}
	at, fits := asidePlace(tone, kind, s, low)
	if !fits {
		return s // the remark waits for a step of its kind that does what it says
	}
	said.aside[kind] = true
	aside := v.aside[kind]
	if kind == kindServe {
		aside = serveAside(tone, savoury)
	}
	if kind == kindPrep && tone == "casual" && !knifeTalk.in(s) {
		aside = ""
	}
	if aside != "" {
		head, tail := strings.TrimRight(s[:at], " "), strings.TrimLeft(s[at:], " ")
		if !strings.HasSuffix(head, ".") && !strings.HasSuffix(head, "!") && !strings.HasSuffix(head, "?") {
			head += "."
		}
		s = head + " " + aside
		if tail != "" {
			s += " " + tail // the remark follows the sentence it is about
		}
	}
	return s
}

func serveAside(tone string, savoury bool) string {
	switch {
	case tone == "chef" && savoury:
		return "Season to taste and send it out hot."
	case tone == "chef":
		return "Clean rims; send it out."
	case tone == "professional" && savoury:
		return "Adjust the seasoning before serving."
	}
	return voices[tone].aside[kindServe]
}

// chefCuts make a chef's steps terse without losing an instruction.
var chefCuts = newPhrases(" now and then", "", "minutes", "min", "minute", "min", " seconds", " sec", "tablespoons", "tbsp", "tablespoon", "tbsp",
	"teaspoons", "tsp", "teaspoon", "tsp", "approximately ", "~")

// voiceWords are each voice's own turns of phrase, over and above toneWords.
var voiceWords = map[string][][2]string{
	"casual": {{"Meanwhile,", "While that's going,"}, {"Bring to a boil", "Get it boiling"}, {"bring to a boil", "get it boiling"},
		{"bring it to a boil", "get it boiling"}, {"Lower the heat", "Turn the heat down"}, {"lower the heat", "turn the heat down"},
		{"Transfer", "Move"}, {"transfer", "move"}, {"'til fragrant", "'til it smells great"}, {"move to a plate", "park it on a plate"},
		{"Serve at once", "Dig in right away"}, {"Heat the oven to", "Get the oven heating to"}, {"Top with", "Top it with"}, {"a splash of", "a splash of"}},
	"playful": {{"until golden", "until golden and gorgeous"}, {"until fragrant", "until your kitchen smells amazing"},
		{"until pale and fluffy", "until pale and fluffy as a cloud"}, {"Serve at once", "Serve right away, while it's at its best"},
		{"Top with", "Crown it with"}, {"Heat the oven to", "Fire up the oven to"}, {"Meanwhile,", "While that's happening,"}},
	"professional": {{"Prep:", "Preparation:"}, {"now and then", "occasionally"}, {"Put", "Place"}, {"put", "place"}, {"Let it", "Allow it to"}, {"let it", "allow it to"},
		{"Let them", "Allow them to"}, {"let them", "allow them to"}, {"Make the", "Prepare the"}, {"make the", "prepare the"},
		{"Finish with", "Garnish with"}, {"Top with", "Garnish with"}, {"a good pinch", "a generous pinch"}, {"plenty of", "a generous amount of"},
		{"move to a plate", "transfer to a plate"}, {"Tip", "Transfer"}, {"Serve at once", "Serve immediately"}, {"at once", "immediately"},
		{"straight away", "immediately"}, {"Heat the oven to", "Preheat the oven to"}, {"big", "large"}},
}

// chefWordsMore are the brigade's words for sauces, boils and seasoning, said after
// toneWords["chef"].
var chefWordsMore = [][2]string{
	{"until it thickens enough to coat a spoon", "until nappe"}, {"until thickened", "until nappe"}, {"until it thickens", "until nappe"},
	{"season with salt and pepper.", "season to taste with salt and pepper."}, {"season with salt and pepper;", "season to taste with salt and pepper;"},
	{"season with salt to taste", "season to taste with salt"}, {"adjust the salt and pepper", "check the seasoning: salt and pepper to taste"},
	{"Adjust the salt and pepper", "Check the seasoning: salt and pepper to taste"},
	{"bring to a boil", "bring to the boil"}, {"Bring to a boil", "Bring to the boil"}, {"bring it to a boil", "bring it to the boil"},
	{"Lower the heat", "Drop the heat"}, {"lower the heat", "drop the heat"}, {"reduce the heat", "drop the heat"}, {"Reduce the heat", "Drop the heat"},
	{"thinly slice", "finely slice"}, {"Thinly slice", "Finely slice"}, {"roughly chop", "rough-chop"}, {"set aside", "hold"}, {"Set aside", "Hold"},
	{"move to a plate", "hold on a plate"}, {"until shimmering", "until it shimmers, just short of smoking"},
	{"Heat the oven to", "Oven on at"}, {"Preheat the oven to", "Oven on at"},
}

// kidWordsMore are plainer words for a young cook, said after toneWords["kid-friendly"].
var kidWordsMore = [][2]string{
	{"Transfer", "Move"}, {"transfer", "move"}, {"Combine", "Mix"}, {"combine", "mix"}, {"Heat the oven to", "Turn the oven on to"},
	{"Preheat the oven to", "Turn the oven on to"}, {"translucent", "soft and see-through"}, {"al dente", "just tender"},
	{"skim off the foam", "scoop off the foam with a big spoon"}, {"until shimmering", "until it looks shimmery"}, {"Remove from the heat", "Take the pan off the heat"},
}

// kidJobs are the jobs a young cook can do alone, each said once, on the first step
// that does it without heat or a knife.
var kidJobs = []struct{ words, say string }{
	{"crack egg eggs", "Crack each egg into a cup first, so you can fish out any bits of shell."},
	{"rinse wash", "Rinsing is a job you can do all by yourself."},
	{"mash", "Mashing is a great job for you."},
	{"knead", "Kneading is a job for your hands: push, fold and turn."},
	{"fold", "Folding means lifting the mixture gently over itself with a spatula."},
	{"whisk beat mix stir shake", "Mixing is a great job for you: hold the bowl steady with your other hand."},
	{"tear", "Tearing with your hands is a job you can do."},
	{"grease line", "Greasing the tin is a job you can do."},
	{"sprinkle scatter top finish", "Sprinkling on top is your job!"},
}

// kidJobTalk are the words of each of kidJobs, as talkSets made once.
var kidJobTalk = func() []*talkSet {
	out := make([]*talkSet, len(kidJobs))
	for k, j := range kidJobs {
		out[k] = talkWords(j.words)
	}
	return out
}()

// kidNote is the young cook's word on a step: the hand-wash after the first step that
// handles raw meat, or the job they can do; said tracks what has been said.
func kidNote(text string, rawMeat map[string]bool, said map[string]bool) string {
	low := lowered(text)
	heat, knife := usesHeat(text), knifeTalk.in(text)
	if !said["raw"] && says(low, rawMeat) {
		said["raw"] = true
		return " Wash your hands with soap after touching raw meat or fish."
	}
	if heat && !said["oven"] && strings.Contains(low, "bake") {
		said["oven"] = true
		return " Watch it bake through the oven window."
	}
	if heat || knife {
		return ""
	}
	for k, j := range kidJobs {
		if !said[j.say] && kidJobTalk[k].in(low) {
			said[j.say] = true
			return " " + j.say
		}
	}
	return ""
}

// rawMeats are the words, lower-cased, that name the dish's raw meat, poultry and fish
// in its steps: "beef" and "chuck" of a beef chuck, "chicken" of boneless chicken breasts.
func (d *Dish) rawMeats() map[string]bool {
	out := map[string]bool{}
	for _, it := range d.Items {
		in := it.Ingredient
		if in == nil || !(in.Category == "meat" || in.Category == "poultry" || in.Category == "seafood") || cookedAlready(in) {
			continue
		}
		for _, w := range strings.Fields(lowered(it.Display + " " + in.Name)) {
			if len(w) >= 3 && !meatModifiers[w] {
				out[w] = true
			}
		}
	}
	return out
}

var meatModifiers = wordSet("ground boneless skinless bone-in skin-on whole fresh large small lean minced diced cubed thin thick cut fillet fillets breast breasts thigh thighs")

// savoury reports whether a dish is seasoned as a savoury one is: a step seasons it, or
// no more than a touch of its weight is sugar, honey, syrup or chocolate.
func (d *Dish) savoury() bool {
	for si, s := range d.Steps {
		low := d.lowOf(si, s.Text)
		if strings.Contains(low, "season") || strings.Contains(low, "to taste") {
			return true
		}
	}
	var sweet, all float64
	for _, it := range d.Items {
		all += it.Grams
		if in := it.Ingredient; in != nil && containsAny(in.Name, []string{"sugar", "honey", "syrup", "chocolate", "jam"}) {
			sweet += it.Grams
		}
	}
	return sweet <= 0.05*all
}

// articleRe finds the articles a concise step can go without; "a few", "a little" and
// "a bit" keep theirs, as the meaning changes without it.
var articleRe = regexp.MustCompile(`\b(?:[Tt]he|[Aa]n?) (few|little|bit|couple|lot|while|touch|third|quarter|half|dozen|time|[a-z0-9])`)

// dropArticles writes a step as a recipe card does: "Pour sizzling tadka over dal".
func dropArticles(s string) string {
	return articleRe.ReplaceAllStringFunc(s, func(m string) string {
		sp := strings.IndexByte(m, ' ')
		next := m[sp+1:]
		switch next {
		case "few", "little", "bit", "couple", "lot", "while", "touch", "third", "quarter", "half", "dozen", "time":
			return m
		}
		if m[0] == 'T' || m[0] == 'A' {
			return strings.ToUpper(next[:1]) + next[1:]
		}
		return next
	})
}

// conciseMore cuts what a cook reads from the rest of the step.
var conciseMore = newPhrases("over medium-high heat", "over medium-high", "over medium heat", "over medium", "over high heat", "over high",
	"over low heat", "over low", " with paper towels", "", "stirring now and then", "stirring", ", stirring often,", ", stirring,")

// firstSentence is sentenceRe.FindString(s) without the regexp: from the first
// character that ends no sentence, through the run of stops that ends it.
func firstSentence(s string) string {
	stop := func(c byte) bool { return c == '.' || c == '!' || c == '?' }
	i := 0
	for i < len(s) && stop(s[i]) {
		i++
	}
	j := i
	for j < len(s) && !stop(s[j]) {
		j++
	}
	for j < len(s) && stop(s[j]) {
		j++
	}
	return s[i:j]
}

// tildeAbout is aboutRe's "about 5" to "~5", asked of the regexp only where the
// text says "about" at all, in any case.
func tildeAbout(s string) string {
	for i := 0; i+6 <= len(s); i++ {
		if (s[i]|0x20) == 'a' && (s[i+1]|0x20) == 'b' && (s[i+2]|0x20) == 'o' && (s[i+3]|0x20) == 'u' && (s[i+4]|0x20) == 't' && s[i+5] == ' ' {
			return aboutRe.ReplaceAllString(s, "~$1")
		}
	}
	return s
}

// mayLabel is false where labelRe cannot match: a label opens with a capital and
// ends at a colon.
func mayLabel(s string) bool {
	return len(s) > 0 && s[0] >= 'A' && s[0] <= 'Z' && strings.IndexByte(s, ':') > 0
}

// heatsFat reports whether a (lowered) step heats a fat to cook in: "heat the oil",
// "melt the butter", not "with no oil".
func heatsFat(low string) bool {
	if containsAny(low, []string{"no oil", "no fat", "without oil", "dry pan", "dry skillet"}) {
		return false
	}
	return containsAny(low, []string{"oil", "butter", "ghee", "lard", "fat"}) && containsAny(low, []string{"heat", "melt", "warm"})
}

// chefTechniques are the techniques a chef calls a step by, each with the words of a
// step that does it.
var chefTechniques = []struct {
	label string
	words []string
}{
	{"Sear: ", []string{"sear", "brown"}}, {"Sweat: ", []string{"sweat", "soften"}}, {"Deglaze: ", []string{"deglaze", "scraping up", "scrape up"}},
	{"Braise: ", []string{"braise"}}, {"Simmer: ", []string{"simmer"}}, {"Reduce: ", []string{"reduce"}},
	{"Fry: ", []string{"fry", "fried", "sauté", "saute"}}, {"Roast: ", []string{"roast"}}, {"Bake: ", []string{"bake"}},
	{"Grill: ", []string{"grill"}}, {"Boil: ", []string{"boil"}}, {"Whisk: ", []string{"whisk"}}, {"Fold: ", []string{"fold"}},
	{"Toss: ", []string{"toss"}}, {"Mix: ", []string{"mix", "stir together", "combine"}}, {"Glaze: ", []string{"glaze"}},
	{"Drain: ", []string{"drain"}}, {"Stuff: ", []string{"cavity", "stuff"}}, {"Build: ", []string{"layer", "assemble"}},
	{"Season: ", []string{"season"}}, {"Rest: ", []string{"rest"}}, {"Plate: ", []string{"serve", "plate"}},
}

// chefLabel is the chef's call for a step: the technique of chefTechniques it names
// first, past its opening verb, which says it already ("Simmer 5 minutes"), a boil, a
// drain or a seasoning only where it names no other ("Sear: " for "heat the oil … season
// the beef and sear it"); where it names none, the section of the kitchen that does it:
// pastry for a sweet dish, the finish for the last touches of a savoury one; "" where
// neither fits.
func chefLabel(s string, savoury bool) string {
	low := lowered(s)
	opening := stepVerb(low)
	if opensWithTechnique(low, opening) {
		// "Brown the mince …, then soften the onion": the step is the browning, and any
		// later technique as its label ("Sweat: brown …") says the wrong one (review 37 #35).
		return ""
	}
	best, at, lowTier := "", len(low), false
	starts := wordStartPairs(low)
	for _, t := range chefTechniques {
		minor := chefMinor[t.label]
		if best != "" && minor && !lowTier {
			continue
		}
		for _, w := range t.words {
			if !starts.has(w) {
				continue // no word of the step starts as w does: w is nowhere a word starts
			}
			for from := 0; ; {
				i := strings.Index(low[from:], w)
				if i < 0 {
					break
				}
				i += from
				from = i + len(w)
				if isLetterAt(low, i-1) || isLetterAt(low, from) && !hasAnyPrefix(low[from:], []string{"s ", "s,", "s.", "ed", "ing", "es "}) {
					continue // "mixture" is no mixing
				}
				if w == "brown" && hasAnyPrefix(low[from:], []string{" sugar", " rice", " lentil", " bread", "ed bits"}) || w == "reduce" && hasAnyPrefix(low[from:], []string{" heat", " the heat"}) {
					continue // brown sugar is no searing, "reduce the heat" no reduction
				}
				if w == "roast" && (strings.HasSuffix(low[:i], "the ") || strings.HasSuffix(low[:i], "pot ")) {
					continue // "return the roast to the pot": the joint, not the oven
				}
				if i < 2 || strings.HasPrefix(opening, w) {
					break // the opening verb: the step says it already
				}
				if i < at || best != "" && lowTier && !minor {
					best, at, lowTier = t.label, i, minor
				}
				break
			}
		}
	}
	switch {
	case best != "":
		return best
	case !savoury && containsAny(low, []string{"pastry", "dough", "crust", "knead", "roll out", "rub the", "rub in"}):
		return "Pastry: "
	case !savoury && containsAny(low, []string{"cool", "turn out"}):
		return "Cool: " // a loaf cooling in its tin is at no station
	case !savoury && containsAny(low, []string{"batter", "mix", "stir", "whisk", "beat", "fold", "combine"}):
		return "Batter: " // a cake or a loaf is no pastry (review 36 #35)
	case !savoury && containsAny(low, []string{"layer", "spoon", "top", "drizzle", "arrange", "assemble", "serve"}):
		return "Assemble: "
	case !savoury:
		return "Finish: "
	case containsAny(low, []string{"off the heat", "top with", "garnish", "scatter"}):
		return "Finish: "
	}
	return ""
}

// chefHeat are the techniques of chefTechniques that cook over or in heat: a step that
// opens with one is that technique, whatever it goes on to do.
var chefHeat = map[string]bool{"Sear: ": true, "Braise: ": true, "Simmer: ": true, "Reduce: ": true, "Fry: ": true,
	"Roast: ": true, "Bake: ": true, "Grill: ": true, "Boil: ": true}

// opensWithTechnique reports whether the step's opening verb is one of chefHeat: the
// step says its technique already, first.
func opensWithTechnique(low, opening string) bool {
	if opening == "" {
		return false
	}
	for _, t := range chefTechniques {
		if !chefHeat[t.label] {
			continue
		}
		for _, w := range t.words {
			if !strings.HasPrefix(opening, w) || strings.Contains(w, " ") {
				continue
			}
			rest := strings.TrimLeft(low, " ")[len(w):]
			if w == "brown" && hasAnyPrefix(rest, []string{" sugar", " rice", " lentil", " bread"}) {
				continue
			}
			return true
		}
	}
	return false
}

// chefMinor are the techniques a step is called by only where it names no other: the
// boil before the simmer, the seasoning of the meat before its sear.
var chefMinor = map[string]bool{"Boil: ": true, "Drain: ": true, "Season: ": true, "Rest: ": true, "Plate: ": true, "Mix: ": true}

// pairSet holds, for each place of a text a word starts (the byte before is no letter,
// as isLetterAt reads it), a bit for the word's first two bytes.
type pairSet [4]uint64

func pairBit(c0, c1 byte) (int, uint64) {
	h := (int(c0)*31 + int(c1)) & 255
	return h >> 6, 1 << (h & 63)
}

// wordStartPairs is the pairSet of low.
func wordStartPairs(low string) pairSet {
	var p pairSet
	prev := false // isLetterAt(low, i-1)
	for i := 0; i+1 < len(low); i++ {
		letter := letterByte[low[i]]
		if letter && !prev {
			k, bit := pairBit(low[i], low[i+1])
			p[k] |= bit
		}
		prev = letter
	}
	return p
}

// has reports whether some word of the text may start as w does (w of two bytes or
// more): false is certain.
func (p *pairSet) has(w string) bool {
	k, bit := pairBit(w[0], w[1])
	return p[k]&bit != 0
}
