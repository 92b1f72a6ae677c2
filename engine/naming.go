// A recipe's name and summary: the title, what it says of the dish, and the sentence on
// salt a salty dish carries.

package engine

import (
	"cmp"
	"fmt"
	"math"
	"regexp"
	"slices"
	"strconv"
	"strings"
)

// saltySodiumMg is the sodium a serving past which a recipe says it is salty: half of
// the 2,300 mg a day most guidelines allow, in one plate.
const saltySodiumMg = 1150

// saltNotePrefix opens the summary's sentence on salt; a transform, whose nutrition
// is its own, drops the sentence rather than keep a figure it no longer matches.
const saltNotePrefix = " It is salty:"

type saltSource struct {
	name   string
	sodium float64
}

// saltNote is the summary's sentence for a recipe over saltySodiumMg a serving, naming
// the foods that bring most of it, or "".
func saltNote(perServing float64, sources []saltSource) string {
	if perServing <= saltySodiumMg {
		return ""
	}
	slices.SortStableFunc(sources, func(a, b saltSource) int { return cmp.Compare(b.sodium, a.sodium) })
	var names []string
	all := 0.0
	for _, s := range sources {
		all += s.sodium
	}
	for _, s := range sources {
		// Only a food that brings a fair share of it is named: the stock of a soup,
		// not the spoon of butter its onions softened in.
		if len(names) < 2 && !slices.Contains(names, s.name) && s.sodium >= 0.2*all {
			names = append(names, s.name)
		}
	}
	from, fix := "", "less salt brings it down"
	switch {
	case len(names) > 0 && names[0] == "salt":
		from, fix = ", most of it from the salt", "a smaller pinch brings it down"
	case len(names) == 2 && names[1] != "salt":
		from, fix = ", most of it from the "+names[0]+" and the "+names[1], "low-salt ones and no added salt bring it down"
	case len(names) > 0:
		from, fix = ", most of it from the "+names[0], "a low-salt one and no added salt bring it down"
	}
	return fmt.Sprintf("%s about %d mg of sodium a serving%s; %s.", saltNotePrefix, int(math.Round(perServing/10)*10), from, fix)
}

// withoutSaltNote drops the summary's sentence on salt.
// durationPhrase is the summary's opening: "A 25-minute", "An 8-minute", "An 18-minute",
// and past two hours the hours to the half: "A 7½-hour".
func durationPhrase(minutes int) string {
	n := fmt.Sprintf("%d-minute", minutes)
	if minutes >= 120 {
		h := (minutes + 15) / 30
		n = fmt.Sprintf("%d-hour", h/2)
		if h%2 == 1 {
			n = fmt.Sprintf("%d½-hour", h/2)
		}
	}
	if n[0] == '8' || strings.HasPrefix(n, "11-") || strings.HasPrefix(n, "11½") || strings.HasPrefix(n, "18-") || strings.HasPrefix(n, "18½") {
		return "An " + n
	}
	return "A " + n
}

// durationOpening matches the opening durationPhrase writes.
var durationOpening = regexp.MustCompile(`^An? \d+½?-(?:minute|hour)`)

// retimed gives a summary the dish's time now, where it opens with the time.
func retimed(summary string, minutes int) string {
	if loc := durationOpening.FindStringIndex(summary); loc != nil {
		return durationPhrase(minutes) + summary[loc[1]:]
	}
	return retimedIn(summary, minutes)
}

func withoutSaltNote(summary string) string {
	at := strings.Index(summary, saltNotePrefix)
	if at < 0 {
		return summary
	}
	end := strings.Index(summary[at+1:], ". ")
	if end < 0 {
		return summary[:at]
	}
	return summary[:at] + summary[at+1+end+1:]
}

func (d *dish) title() string {
	if d.cat != nil {
		return d.dishTitle()
	}
	var main []string
	if d.protein != nil && d.protein.in.Category != "eggs" {
		main = append(main, shortName(d.protein.name()))
	}
	if d.extraProt != nil {
		main = append(main, shortName(d.extraProt.name()))
	}
	for _, v := range d.vegs {
		if len(main) < 2 && !sameFood(main, v.name()) {
			main = append(main, shortName(v.name()))
		}
	}
	what := titleCase(strings.Join(main, " and "))
	adj := d.cu.adj
	if strings.HasPrefix(what, adj+" ") {
		adj = "" // "Italian Sausage", not "Italian Italian Sausage"
	}
	return strings.Join(strings.Fields(adj+" "+what+" "+d.form.title), " ")
}

// sameFood reports whether name ends in the same food word as one already in the
// title ("mushroom" after "portobello mushroom").
func sameFood(title []string, name string) bool {
	last := name[strings.LastIndexByte(name, ' ')+1:]
	for _, t := range title {
		if strings.HasSuffix(t, last) {
			return true
		}
	}
	return false
}

// shortName drops what a title does not need: "boneless chicken thigh" -> "chicken thigh".
func shortName(s string) string {
	s = strings.TrimPrefix(s, "canned ")
	s = strings.TrimPrefix(s, "frozen ")
	return s
}

// summary is the recipe's one-line description; title is d.title(), which the
// recipe has just built (building it again is a tenth of the recipe's work).
func (d *dish) summary(title string, minutes int) string {
	kind, adj := d.form.name, d.cu.adj+" "
	if d.cat != nil {
		kind = title // the title already names the main
		if namesACuisine(kind) || d.req.Cuisine == "" {
			adj = "" // scones asked for by no cuisine are not "French Scones"
		}
	}
	var with []string
	for _, v := range d.vegs {
		if !namedInTitle(kind, v.name(), false) {
			n := v.name()
			if countedInCups[n] {
				n = plural(n) // "made with cherry tomatoes", never "cherry tomato"
			}
			with = append(with, n) // never "Spinach Frittata, made with spinach"
		}
	}
	s := durationPhrase(minutes) + " " + adj + kind
	if pluralTitle(kind) {
		s = fmt.Sprintf("%s%s in %d minutes", upperFirst(adj), kind, minutes) // "American Pancakes in 14 minutes", not "A … Pancakes"
		s = strings.Replace(s, "  ", " ", 1)
	}
	var b strings.Builder // the sentence, grown once rather than copied a clause at a time
	b.Grow(len(s) + 160)
	b.WriteString(s)
	if d.protein != nil && d.cat == nil {
		b.WriteString(" of ")
		b.WriteString(d.protein.name())
	}
	if len(with) > 0 {
		if d.cat != nil {
			b.WriteString(", made")
		}
		b.WriteString(" with ")
		b.WriteString(listNames(with))
	}
	if d.starch != nil && (d.form.starch != "" || d.cat != nil) && !d.starchIsTheDish(kind) && !namedInTitle(kind, d.starch.name(), true) {
		b.WriteString(", served with ")
		b.WriteString(d.starch.name())
	}
	var finish, extra []string
	for _, group := range [...][]*part{d.herbs, d.garnishes} {
		for _, g := range group {
			switch {
			case namedInTitle(kind, g.name(), false):
			case g.fromPantry || !g.optional:
				finish = append(finish, g.name())
			default:
				// An optional garnish bought in is the cook's choice, not the dish: it is
				// named as one ("chives to finish, if you have them").
				extra = append(extra, g.name())
			}
		}
	}
	if len(finish) > 0 {
		b.WriteString(", finished with ")
		b.WriteString(listNames(finish))
	}
	if len(extra) > 0 {
		b.WriteString(", with ")
		b.WriteString(listNames(extra))
		b.WriteString(" to finish if you have some")
	}
	b.WriteString(". Serves ")
	b.WriteString(strconv.Itoa(d.req.Servings))
	b.WriteByte('.')
	s = b.String()
	if asked, ok := cuisineProfiles[d.req.Cuisine]; ok && d.cat != nil && !d.cat.belongsTo(asked.name) {
		// The cuisine asked for is answered with another only when none of its dishes can
		// be made: the cook is told, not left to find a Korean dish under "mexican".
		// The sentence speaks of the dishes Larder knows, never of the cuisine itself: a
		// Spanish cook with squid, garlic and parsley has a Spanish dish even when the
		// catalogue lacks it.
		why := "fits this pantry"
		switch {
		case d.askedMiss == missTime:
			why = fmt.Sprintf("can be made in %d minutes", d.req.TimeAvailable)
		case d.askedMiss == missMain && d.protein != nil && d.protein.fromPantry:
			why = "is made with the " + d.protein.name()
		case d.askedMiss == missMain:
			why = "makes good use of this pantry"
		}
		why = "Larder knows " + why
		s += fmt.Sprintf(" No %s dish %s, so this one is %s.", asked.adj, why, d.cu.adj)
	} else if t := titledCuisine(d.cat); ok && t != nil && d.cu.name != asked.name && t.name == d.cu.name {
		// A Greek salad asked for as Mediterranean: its name says where it is from, and
		// the cook is told why the cuisine reads Greek (review 30 read "Its name makes it
		// a Greek dish, so it is called Greek" as the engine talking to itself).
		s += fmt.Sprintf(" It is %s dish by name.", withArticle(d.cu.adj))
	}
	return s
}

// namedInTitle reports whether a title already names the food: its name (less "canned"
// or "frozen"), singular or plural, or for a starch its kind alone ("Fried Rice" names
// the cooked rice it is made of).
func namedInTitle(title, food string, starch bool) bool {
	t := " " + strings.ReplaceAll(lowered(title), ",", " ") + " " // "with Carrot, Onion and Potatoes"
	name := shortName(food)
	if starch {
		name = name[strings.LastIndexByte(name, ' ')+1:]
	}
	for _, f := range []string{name, plural(name)} {
		if strings.Contains(t, " "+f+" ") {
			return true
		}
	}
	return false
}

// titleFits takes out of a dish's title the words that name a signature food the dish
// was made without: red curry paste filled by a plain Thai curry paste makes "Thai
// Curry", not "Thai Red Curry".
func (d *dish) titleFits(title string) string {
	if st := d.starch; st != nil && !d.cat.starch.empty() && st.in != d.cat.starch.foods[0] {
		// The soba noodle salad made with rice noodles is a noodle salad.
		for w := range strings.FieldsSeq(d.cat.starch.foods[0].Name) {
			if in, ok := index[w]; ok && d.used[in] {
				continue // the "Egg" of egg fried noodles made with ramen noodles is the eggs
			}
			if !isWordOf(st.in.Name, w) {
				words := strings.Fields(title)
				last := len(words) > 1 && strings.EqualFold(words[len(words)-1], w)
				title = strings.Join(slices.DeleteFunc(words, func(t string) bool { return strings.EqualFold(t, w) }), " ")
				if own := titleCase(shortName(st.in.Name)); last && !strings.Contains(title, own) {
					// The dish's head word was its grain: the grain it is made with takes its
					// place ("Mediterranean Chickpea Quinoa", never "Mediterranean Chickpea").
					title += " " + own
				}
			}
		}
	}
	for _, s := range d.cat.sig {
		if d.used[s.in] {
			continue
		}
		var stand *Ingredient
		for _, alt := range s.alts {
			if d.used[alt] {
				stand = alt
			}
		}
		if stand == nil {
			if c := pasteColour(s.in.Name); c != "" {
				// No paste at all (the rules took it out): the curry claims no colour.
				title = strings.Join(slices.DeleteFunc(strings.Fields(title), func(t string) bool { return strings.EqualFold(t, c) }), " ")
			}
			continue
		}
		for w := range strings.FieldsSeq(s.in.Name) {
			if isWordOf(stand.Name, w) {
				continue
			}
			words := strings.Fields(title)
			if c := pasteColour(stand.Name); c != "" && pasteColour(s.in.Name) == w {
				// A green curry cooked with the pantry's red paste is a red curry: the
				// title follows the paste, never claiming a colour the pot lacks.
				for i, t := range words {
					if strings.EqualFold(t, w) {
						words[i] = titleCase(c)
					}
				}
				title = strings.Join(words, " ")
				continue
			}
			title = strings.Join(slices.DeleteFunc(words, func(t string) bool { return strings.EqualFold(t, w) }), " ")
		}
	}
	return title
}

// pasteColour is the colour a curry paste names ("red" of vegan red curry paste), or
// "" for a paste of no colour (a plain Thai curry paste) or another food.
func pasteColour(name string) string {
	if !strings.HasSuffix(name, " curry paste") {
		return ""
	}
	for w := range strings.FieldsSeq(name) {
		switch w {
		case "red", "green", "yellow", "massaman", "panang":
			return w
		}
	}
	return ""
}

// isWordOf reports whether w is one of the words of name.
func isWordOf(name, w string) bool {
	for x := range strings.FieldsSeq(name) {
		if x == w {
			return true
		}
	}
	return false
}

// pluralTitle reports whether a dish's name is a plural ("Pancakes", "Beef Tacos",
// "Brownies"), which takes no "a".
func pluralTitle(title string) bool {
	words := strings.Fields(title)
	if len(words) == 0 {
		return false
	}
	last := lowered(words[len(words)-1])
	for _, joint := range []string{" with ", " in "} {
		// "Bananas in Coconut Milk" is as plural as its bananas.
		if i := strings.Index(lowered(title), joint); i > 0 {
			head := strings.Fields(title[:i])
			last = lowered(head[len(head)-1])
			break
		}
	}
	switch {
	case strings.HasSuffix(last, "ss"), strings.HasSuffix(last, "us"), last == "hummus", last == "couscous", last == "swiss":
		return false
	}
	return strings.HasSuffix(last, "s")
}

// withArticle puts "a" or "an" before a word: "a Greek", "an Indian".
func withArticle(w string) string {
	if w != "" && strings.ContainsRune("AEIOUaeiou", rune(w[0])) {
		return "an " + w
	}
	return "a " + w
}
