package engine

import (
	"fmt"
	"regexp"
	"strings"
	"testing"
)

// Every vegetable of the ingredient table has a line in the vegetable table: a cut a
// cook would use and its minutes by method, so no step writer guesses.
func TestEveryVegetableHasACutAndTimes(t *testing.T) {
	for _, in := range Table() {
		if !in.Is(RoleVegetable) || in.Category != "produce" && in.Category != "frozen" && in.Category != "canned-jarred" {
			continue
		}
		vc := vegTable[in.Name]
		if vc == nil {
			t.Errorf("%s: no line in data/vegetables.txt", in.Name)
			continue
		}
		if leafyGreen(in) && strings.Contains(vc.cut+" "+vc.cutFor("roast")+" "+vc.cutFor("stir-fry"), "dice") {
			t.Errorf("%s: a leafy green is cut %q, want torn, shredded, sliced or quartered", in.Name, vc.cut)
		}
		if len(vc.minutes) == 0 {
			t.Errorf("%s: no cooking minutes", in.Name)
		}
		if vc.wilts && vc.minutes["simmer"] > 2 {
			t.Errorf("%s wilts but simmers %d minutes, want at most 2", in.Name, vc.minutes["simmer"])
		}
	}
	for _, c := range []struct{ prep, want string }{
		{"quartered lengthwise", "quarter the bok choy lengthwise"},
		{"torn into bite-size pieces", "tear the bok choy into bite-size pieces"},
		{"stemmed and roughly chopped", "stem and roughly chop the bok choy"},
		{"shredded", "shred the bok choy"},
		{"halved or cut into bite-size pieces", "halve the bok choy or cut it into bite-size pieces"},
		{"cut into 5 cm (2 in) lengths", "cut the bok choy into 5 cm (2 in) lengths"},
		{"patted very dry", "pat the bok choy very dry with paper towels"},
	} {
		if got := prepTask(c.prep, "bok choy"); got != c.want {
			t.Errorf("prepTask(%q) = %q, want %q", c.prep, got, c.want)
		}
	}
}

// The review's pantries and random ones: leafy greens are never diced, tender greens
// wilt at the end instead of simmering, no food goes into the dish twice, and in a
// traybake each item roasts for about its own time.
func TestCutsAndTimesACookWouldPublish(t *testing.T) {
	var reqs []Request
	for _, p := range []string{
		"pork loin,potatoes,carrots,kale,red onion",
		"chicken breast,bok choy,cabbage,rice,soy sauce,ginger",
		"flour,sugar,butter,eggs,dark chocolate,cocoa powder",
		"chicken thigh,baby spinach,chickpeas,tomatoes,onion",
		"chicken thigh,potatoes,kale,honey,dijon mustard",
		"salmon,bok choy,broccoli,rice,miso",
		"shrimp,coconut milk,red curry paste,spinach,rice",
		"red lentils,spinach,onion,carrot,vegetable broth",
		"chicken breast,cabbage,carrot,soy sauce,noodles",
		"italian sausage,kale,cannellini beans,chicken broth",
	} {
		reqs = append(reqs, Request{Pantry: strings.Split(p, ","), Servings: 4})
	}
	n := 2500
	if testing.Short() {
		n = 600
	}
	reqs = append(reqs, randomRequests(17, 4, n)...)
	bad, made := map[string]int{}, 0
	for i, req := range reqs {
		rec, ok := generated(t, i, req)
		if !ok {
			continue
		}
		made++
		for _, check := range []func(*Recipe) string{leafDiced, greensSimmered, addedTwice, trayTimes, roastableLeftOut, frozenRaw} {
			if msg := check(rec); msg != "" {
				key := strings.Fields(msg)[0]
				if bad[key]++; bad[key] <= 12 {
					t.Errorf("request %d %v:\n%s\n%s", i, req.Pantry, msg, recipeText(rec))
				}
			}
		}
	}
	if len(bad) > 0 {
		t.Errorf("faults by kind: %v", bad)
	}
	t.Logf("%d recipes of %d requests", made, len(reqs))
}

// leafyGreen is a vegetable of leaves: torn, shredded or sliced, never diced.
func leafyGreen(in *Ingredient) bool {
	return in.Category == "produce" && hardness(in) == 0 || strings.Contains(in.Name, "cabbage") || in.Name == "bok choy" ||
		strings.Contains(in.Name, "lettuce")
}

func lineFood(l RecipeLine) *Ingredient {
	return index[normalizeName(l.Name)]
}

func leafDiced(rec *Recipe) string {
	for _, l := range rec.Ingredients {
		if in := lineFood(l); in != nil && leafyGreen(in) && strings.Contains(l.Preparation, "dice") {
			return fmt.Sprintf("diced: %s is %q", l.Name, l.Preparation)
		}
	}
	return ""
}

// greensSimmered finds a tender green in a pot that simmers or boils for more than 3
// minutes after it goes in.
func greensSimmered(rec *Recipe) string {
	for _, l := range rec.Ingredients {
		in := lineFood(l)
		if in == nil || !wilts(in) {
			continue
		}
		added := false // the green is in the pot from this step on
		for _, s := range rec.Instructions {
			text, _, _ := strings.Cut(strings.ToLower(s.Text), "meanwhile")
			text = madeWithWater.ReplaceAllString(text, "") // "the broth (made with 2 stock cubes and boiling water)" boils nothing in the pan
			addsIt := false
			for _, m := range addVerbs.FindAllStringSubmatch(text, -1) {
				addsIt = addsIt || namesFood(othersOut(m[2], l.Name, rec), l.Name)
			}
			if addsIt && s.Minutes > 3 && !strings.Contains(text, "for the last") && !strings.Contains(text, "to wilt") && !strings.Contains(text, "wilted") {
				return fmt.Sprintf("cooked: %s for %d minutes in step %d", l.Name, s.Minutes, s.Step)
			}
			added = added || addsIt
			if addsIt && strings.Contains(text, "for the last") {
				continue // its own step times it: in for the last minutes, not the whole simmer
			}
			if added && strings.Contains(text, "blend to a smooth") {
				break // blended, the green is the sauce (a palak), not a leaf to keep bright
			}
			// The pasta's own pot: "in the boiling water", or "when the water boils, put the
			// macaroni in it" told beside greens wilting in the skillet.
			inPot := !strings.Contains(text, "in the boiling water") && !strings.Contains(text, "when the water boils")
			if added && inPot && s.Minutes > 3 && (strings.Contains(text, "simmer") || strings.Contains(text, "boil")) {
				return fmt.Sprintf("simmered: %s for %d minutes in step %d", l.Name, s.Minutes, s.Step)
			}
		}
	}
	return ""
}

// addVerbs put a food into the dish; a food split into parts says so ("half the
// butter", "the rest of the cheese").
var addVerbs = regexp.MustCompile(`\b(add|fold in|stir in|melt|whisk in|beat in|mix in|toss in) the ([^.;:]*)`)

// objectEnd ends the object of an add verb: what follows is how or where.
var objectEnd = regexp.MustCompile(` (with|until|for|in a|in the|over|into|to the|and cook|and simmer|and stir|and let|and toss|and bring|and fold|and return|then|on|off|at|so|as|while|from|by)\b|,`)

func addedTwice(rec *Recipe) string {
	seen := map[string]int{}
	for _, s := range rec.Instructions {
		low := strings.ToLower(s.Text)
		for _, m := range addVerbs.FindAllStringSubmatch(low, -1) {
			obj := m[2]
			if loc := objectEnd.FindStringIndex(obj); loc != nil {
				obj = obj[:loc[0]]
			}
			if strings.Contains(low, "marinade") || strings.Contains(low, "half the") || strings.Contains(low, "rest of the") || strings.Contains(low, "remaining") ||
				strings.Contains(low, "a little of the") || strings.Contains(low, "reserved") || strings.Contains(low, "another") {
				continue
			}
			for _, l := range rec.Ingredients {
				in := lineFood(l)
				if in == nil || !countsOnce(in) || !namesFood(othersOut(obj, l.Name, rec), l.Name) {
					continue
				}
				if first, ok := seen[l.Name]; ok && first != s.Step {
					return fmt.Sprintf("twice: %s goes in at step %d and again at step %d", l.Name, first, s.Step)
				}
				seen[l.Name] = s.Step
			}
		}
	}
	return ""
}

// othersOut takes out of text the recipe's longer food names that hold name: the
// frozen spinach is not the spinach, nor the apple cider vinegar the apple.
func othersOut(text, name string, rec *Recipe) string {
	for _, o := range rec.Ingredients {
		if len(o.Name) > len(name) && strings.Contains(o.Name, name) {
			text = strings.ReplaceAll(text, o.Name, "")
		}
	}
	return text
}

// countsOnce are the foods a cook adds in one go: vegetables, proteins, cheese, eggs,
// pasta, tins, chocolate and fruit, not the oil, salt, herbs, lemon or stock that go in
// by turns.
func countsOnce(in *Ingredient) bool {
	switch in.Category {
	case "produce", "meat", "poultry", "seafood", "legumes", "frozen", "nuts-seeds", "dairy", "eggs", "grains-pasta", "canned-jarred":
		return !in.Is(RoleAcid) && !in.Is(RoleHerb)
	}
	return in.Name == "dark chocolate" || in.Name == "chocolate chips"
}

// namesFood reports whether text names the food as a word ("carrots" names the
// carrot; "carrotcake" does not).
func namesFood(text, word string) bool {
	i := strings.Index(text, word)
	for i >= 0 {
		end := i + len(word)
		if (i == 0 || !isLetter(text[i-1])) && (end == len(text) || !isLetter(text[end]) || text[end] == 's') {
			return true
		}
		j := strings.Index(text[i+1:], word)
		if j < 0 {
			break
		}
		i += 1 + j
	}
	return false
}

// trayStage is a step of a traybake that puts food on the pan.
var trayStage = regexp.MustCompile(`^Toss the (.+?) with .*(spread in one layer on a lined baking sheet|add to the pan in one layer)`)

// trayTimes checks that in a traybake each item roasts about its own time: a lean
// meat in pieces is not in for the potatoes' half hour, a potato not for ten minutes.
func trayTimes(rec *Recipe) string {
	var stages []int
	for i, s := range rec.Instructions {
		if trayStage.MatchString(s.Text) && strings.Contains(s.Text, "roast at") {
			stages = append(stages, i)
		}
	}
	if len(stages) == 0 {
		return ""
	}
	last := stages[len(stages)-1]
	for _, k := range stages {
		what := trayStage.FindStringSubmatch(rec.Instructions[k].Text)[1]
		oven := 0
		for i := k; i <= last; i++ {
			oven += rec.Instructions[i].Minutes
		}
		for _, l := range rec.Ingredients {
			in := lineFood(l)
			if in == nil || !namesFood(othersOut(strings.ToLower(what), l.Name, rec), l.Name) {
				continue
			}
			var want int
			switch {
			case in.Category == "produce" || in.Category == "frozen":
				want = vegMinutesCut(in, "roast", l.Preparation)
			case in.Is(RoleProtein):
				want = roastMinutes(in, l.Preparation)
			default:
				continue
			}
			if strings.HasPrefix(l.Preparation, "cut into") && (in.Category == "meat" || in.Category == "poultry") {
				want = min(want, 18) // small pieces of pork loin or chicken breast dry out past 18 minutes
			}
			if oven > want+5 {
				return fmt.Sprintf("overroasted: %s roasts %d minutes, its table says %d", l.Name, oven, want)
			}
		}
	}
	return ""
}

// roastableLeftOut finds a traybake that buys a vegetable while it leaves out a pantry
// vegetable it could roast.
func roastableLeftOut(rec *Recipe) string {
	tray := false
	for _, s := range rec.Instructions {
		tray = tray || trayStage.MatchString(s.Text)
	}
	bought := ""
	for _, m := range rec.MissingIngredients {
		if in := ParseLine(m).Ingredient; in != nil && in.Category == "produce" && in.Is(RoleVegetable) && !in.Is(RoleAromatic) {
			bought = m
		}
	}
	if !tray || bought == "" {
		return ""
	}
	for _, e := range append(append([]Excluded{}, rec.ExcludedIngredients...), rec.UnusedPantry...) {
		in := ParseLine(e.Name).Ingredient
		if in != nil && in.Category == "produce" && in.Is(RoleVegetable) && roasts(in) && strings.HasPrefix(e.Reason, "not needed") &&
			(hardness(in) > 0 || in.Name == "kale") && !rawOnly[in.Name] && !in.Is(RoleStarch) && !in.Is(RoleFruit) {
			return fmt.Sprintf("leftout: %s (%s) while it buys %s", e.Name, e.Reason, bought)
		}
	}
	return ""
}

// cookWords say a step heats what it names.
var cookWords = []string{"cook", "simmer", "stir-fry", "roast", "fry", "boil", "steam", "heat", "wilt", "bake", "microwave", "thaw", "blanch", "sauté", "toast", "warm", "sear"}

// frozenRaw finds a frozen vegetable that no step heats: peas from the bag on a bowl.
func frozenRaw(rec *Recipe) string {
	for _, l := range rec.Ingredients {
		in := lineFood(l)
		if in == nil || in.Category != "frozen" || !in.Is(RoleVegetable) {
			continue
		}
		heated := false
		for _, s := range rec.Instructions {
			for _, clause := range strings.FieldsFunc(strings.ToLower(s.Text), func(r rune) bool { return r == '.' || r == ';' }) {
				plated := containsAny(clause, []string{"divide", "arrange", "fill", "serve", "top with", "cooked vegetables"})
				heated = heated || !plated && namesFood(clause, l.Name) && containsAny(clause, cookWords)
			}
		}
		if !heated {
			return fmt.Sprintf("frozen: no step heats the %s", l.Name)
		}
	}
	return ""
}

// A slow cooker's spinach wilts in its last minutes, not its last half hour, while kale
// still gets the 30 it needs.
func TestSlowCookerWiltsItsGreens(t *testing.T) {
	for _, pantry := range []string{"red lentils,spinach,onion,carrot,vegetable broth", "beef chuck,kale,spinach,potatoes,beef broth"} {
		rec, err := Generate(Request{Pantry: strings.Split(pantry, ","), Servings: 4})
		if err != nil {
			t.Fatalf("%s: %v", pantry, err)
		}
		out, err := AdaptMethod(roundTrip(t, rec), "slow-cooker")
		if err != nil {
			t.Fatalf("%s -> slow cooker: %v", pantry, err)
		}
		for _, s := range out.Steps {
			low := strings.ToLower(s.Text)
			if head, _, ok := strings.Cut(low, " for the last 30 minutes"); ok && namesFood(head, "spinach") {
				t.Errorf("%s -> slow cooker: %q, want the spinach wilted in its last minutes", pantry, s.Text)
			}
		}
		if !strings.Contains(stepsText(out.Steps), "wilted") {
			t.Errorf("%s -> slow cooker: no step wilts the spinach:\n%s", pantry, stepsText(out.Steps))
		}
	}
}

// A cut named after its animal, or by a butcher's word, is the cut a cook means (review
// 22 lost a Chinese beef and broccoli to "beef sirloin steak", read as unknown).
func TestCutsNamedByAnimalOrButcher(t *testing.T) {
	for word, food := range map[string]string{
		"beef sirloin steak": "sirloin steak", "2 beef rump steaks": "sirloin steak", "beef ribeye": "ribeye steak",
		"t-bone steak": "t-bone steak", "fillet steaks": "tenderloin steak", "beef fillet": "tenderloin steak",
		"pork loin chops": "pork chop", "4 pork shoulder steaks": "pork loin", "lamb leg steaks": "lamb chops",
		"lamb cutlets": "lamb chops", "rack of lamb": "lamb chops", "lamb rump": "lamb leg", "beef shin": "beef chuck",
		"500g beef cheeks": "beef chuck", "turkey breast steaks": "turkey breast", "chicken breast mini fillets": "chicken breast",
		"chicken tenders": "chicken breast", "chicken thigh fillets": "chicken thigh", "duck breast fillets": "duck breast",
		// An animal's word before what is not a cut stays what it is.
		"chicken stock": "chicken broth", "beef stock cube": "beef broth", "beef mince": "ground beef",
		// Review 23's words: rye bread is weighed as bread, dashi powder made up as dashi.
		"2 slices rye bread": "bread", "pumpernickel": "bread", "dashi powder": "dashi", "hondashi": "dashi",
	} {
		if l := ParseLine(word); !l.Known || l.Ingredient.Name != food {
			t.Errorf("%q read as %q (known %v), want %s", word, l.Matched, l.Known, food)
		}
	}
	for _, word := range []string{"chicken flavoured crisps", "beef jerky treats"} {
		if l := ParseLine(word); l.Known && (l.Ingredient.Category == "meat" || l.Ingredient.Category == "poultry") {
			t.Errorf("%q read as the meat %s", word, l.Ingredient.Name)
		}
	}
}
