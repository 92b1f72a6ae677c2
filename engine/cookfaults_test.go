package engine

import (
	"errors"
	"fmt"
	"regexp"
	"strings"
	"testing"
)

// The faults of the cooks' reviews, as properties over many random pantries and the
// reviews' own: garlic meets the heat it can stand; a breast is not cooked twice over;
// the steps return only what left the pan, and use the pasta water they saved.
func TestStepsSpareTheGarlic(t *testing.T) {
	requests := 2000
	if testing.Short() {
		requests = 400
	}
	reqs := randomRequests(41, 7, requests, garlicRequests...)
	for i, req := range reqs {
		rec, ok := generated(t, i, req)
		if !ok {
			continue
		}
		for _, check := range []func(*Recipe) string{garlicInBrowningButter, mincedGarlicRoasts, garlicUnderMushrooms, returnedNeverLeft, pastaWaterNeverSaved, smallPanForMany, brothNotListed} {
			if msg := check(rec); msg != "" {
				t.Errorf("request %d %+v:\n%s\n%s", i, req, msg, recipeText(rec))
			}
		}
	}
}

// garlicRequests are pantries where garlic meets butter, a hot oven or a big pot.
var garlicRequests = []Request{
	{Pantry: []string{"cod", "garlic", "butter"}, Servings: 3},
	{Pantry: []string{"cod", "garlic", "butter"}, Servings: 2, TimeAvailable: 20},
	{Pantry: []string{"salmon", "garlic", "butter"}, Servings: 2, TimeAvailable: 20},
	{Pantry: []string{"trout", "garlic", "butter", "onion"}, Servings: 2, TimeAvailable: 20},
	{Pantry: []string{"salmon fillets", "garlic", "butter", "lemon"}, Servings: 2},
	{Pantry: []string{"trout", "garlic", "butter", "shallot"}, Servings: 4},
	{Pantry: []string{"sea bass", "garlic", "butter", "capers"}, Servings: 2, Cuisine: "french"},
	{Pantry: []string{"sirloin steak", "butter", "garlic", "thyme"}, Servings: 6},
	{Pantry: []string{"chicken thighs", "potatoes", "garlic", "ginger", "broccoli"}, Servings: 4},
	{Pantry: []string{"chicken drumsticks", "garlic", "lemon", "potatoes"}, Servings: 4, Cuisine: "greek"},
	{Pantry: []string{"pork tenderloin", "garlic", "green beans", "honey"}, Servings: 4},
	{Pantry: []string{"halloumi", "courgette", "red pepper", "garlic"}, Servings: 3},
	{Pantry: []string{"chicken wings", "garlic", "olive oil"}, Servings: 4},
	{Pantry: []string{"smoked haddock", "rice", "eggs", "onion", "curry powder"}, Servings: 19},
	{Pantry: []string{"potatoes", "sausages", "garlic"}, Servings: 12},
	{Pantry: []string{"spaghetti", "garlic", "chili", "parmesan"}, Servings: 10},
}

var (
	garlicThenNutBrown = regexp.MustCompile(`garlic[^.;]*nut-brown`)
	garlicFriedAlone   = regexp.MustCompile(`^add the [a-z ,]*garlic[a-z ,]* and cook`)
	roastedFor         = regexp.MustCompile(`roast (?:at \d+°c \(\d+°f\) )?(?:for|until[^.]*about) (\d+) minutes`)
	returnedTo         = regexp.MustCompile(`\breturn the ([a-z ]+?) (?:to|and|,)`)
)

// garlicInBrowningButter says where garlic is in the pan while butter browns, or is
// fried and then left in the pan while butter browns after it, or "".
func garlicInBrowningButter(rec *Recipe) string {
	fried := -1
	for i, s := range rec.Instructions {
		low := strings.ToLower(s.Text)
		if garlicFriedAlone.MatchString(low) {
			fried = i
		}
		if !strings.Contains(low, "nut-brown") {
			continue
		}
		if garlicThenNutBrown.MatchString(low) && !strings.Contains(low, "garlic for the last 30 seconds") {
			return fmt.Sprintf("step %d browns the butter with the garlic in it", i+1)
		}
		if fried == i-1 && !strings.Contains(low, "pour off") && !strings.Contains(low, "wipe") {
			return fmt.Sprintf("step %d fries the garlic, step %d browns the butter over it", i, i+1)
		}
	}
	return ""
}

// mincedGarlicRoasts says where minced garlic roasts for more than 15 minutes in a hot
// oven, or "".
func mincedGarlicRoasts(rec *Recipe) string {
	minced := false
	for _, l := range rec.Ingredients {
		if l.Name == "garlic" && (strings.Contains(l.Preparation, "minced") || strings.Contains(l.Preparation, "chopped")) {
			minced = true
		}
	}
	if !minced {
		return ""
	}
	on := -1 // the minutes the garlic has roasted
	for i, s := range rec.Instructions {
		low := strings.ToLower(s.Text)
		m := roastedFor.FindStringSubmatch(low)
		if m == nil {
			if on >= 0 {
				break
			}
			continue
		}
		if toss, _, _ := strings.Cut(low, ". meanwhile"); on < 0 && !strings.Contains(toss, "the garlic") {
			continue // "meanwhile, mince the garlic" readies it for later
		}
		n := 0
		fmt.Sscan(m[1], &n)
		on = max(on, 0) + n
		if on > 15 {
			return fmt.Sprintf("minced garlic roasts %d minutes by step %d, want 15 at most", on, i+1)
		}
	}
	return ""
}

// returnedNeverLeft says where a step returns a food to the pan that no earlier step
// took out of it, or "".
func returnedNeverLeft(rec *Recipe) string {
	for i, s := range rec.Instructions {
		low := strings.ToLower(s.Text)
		for _, m := range returnedTo.FindAllStringSubmatch(low, -1) {
			what := strings.TrimSpace(strings.TrimPrefix(m[1], "cooked "))
			out := false
			for _, before := range rec.Instructions[:i+1] {
				b := strings.ToLower(before.Text)
				if at := strings.Index(b, m[0]); before.Step == s.Step && at >= 0 {
					b = b[:at] // only what comes before the return in its own step
				}
				if containsAny(b, []string{"move to a plate", "move the meat to a plate", "move to a bowl", "onto a plate", "set aside", "lift out", "tip into a bowl",
					"to a plate", "into a bowl", "scoop out", "transfer", "keep warm", "remove", "lift onto", "tip onto", "tip the", "take out", "lift the", "slotted spoon"}) && strings.Contains(b, firstWord(what)) {
					out = true
				}
			}
			if !out {
				return fmt.Sprintf("step %d returns the %s, which never left the pan", i+1, what)
			}
		}
	}
	return ""
}

// pastaWaterNeverSaved says where a step uses the pasta's cooking water after a step
// drained it without keeping any, or "".
func pastaWaterNeverSaved(rec *Recipe) string {
	saved := false
	for i, s := range rec.Instructions {
		low := strings.ToLower(s.Text)
		if containsAny(low, []string{"reserve", "keep a mug", "scoop out", "save a", "save 1", "set aside a", "keep a cup", "keeping a", "saving a", "mugful"}) {
			saved = true
		}
		if !saved && containsAny(low, []string{"pasta water", "cooking water", "pasta's water", "noodle water"}) && !strings.Contains(low, "bring") {
			return fmt.Sprintf("step %d uses the pasta water, which no step saved", i+1)
		}
	}
	return ""
}

// smallPanForMany says where a big batch is cooked in a pan sized for a family, or "".
var meltedInAPan = regexp.MustCompile(`(melt|warm) the [a-z ]+ in a (small )?saucepan`)

func smallPanForMany(rec *Recipe) string {
	if rec.Servings <= 8 {
		return ""
	}
	for i, s := range rec.Instructions {
		// Butter melted or a glaze warmed for many fits a saucepan: only food cooked
		// for them all needs the bigger pot.
		low := meltedInAPan.ReplaceAllString(strings.ToLower(s.Text), "")
		for _, pan := range []string{"a heavy saucepan", "small saucepan", "small pan of", " a saucepan"} {
			if strings.Contains(low, pan) {
				return fmt.Sprintf("step %d cooks for %d in %q", i+1, rec.Servings, pan)
			}
		}
	}
	return ""
}

// A steak seared in rounds bastes each round in its own share of the butter and
// garlic, and rests about as long as it seared, not longer.
func TestSteakRoundsBasteAfresh(t *testing.T) {
	for _, c := range []struct {
		pantry   string
		servings int
		share    string
	}{
		{"sirloin steak,butter,garlic,thyme", 6, "a third of the butter"},
		{"sirloin steak,butter,garlic,rosemary", 8, "a quarter of the butter"},
		{"sirloin steak,butter,garlic", 2, "add the butter"},
	} {
		rec, err := Generate(Request{Pantry: strings.Split(c.pantry, ","), Servings: c.servings})
		if err != nil {
			t.Fatalf("%s: %v", c.pantry, err)
		}
		text := strings.ToLower(recipeSteps(rec))
		if !strings.Contains(text, c.share) {
			t.Errorf("%s for %d: no step says %q:\n%s", c.pantry, c.servings, c.share, recipeText(rec))
		}
		if strings.Contains(text, "5–8 minutes") || !strings.Contains(text, "rest the") {
			t.Errorf("%s for %d: want a rest of about 5 minutes:\n%s", c.pantry, c.servings, recipeText(rec))
		}
	}
}

// recipeSteps is a recipe's steps as one text.
func recipeSteps(rec *Recipe) string {
	var b strings.Builder
	for _, s := range rec.Instructions {
		b.WriteString(s.Text)
		b.WriteByte(' ')
	}
	return b.String()
}

// A chicken breast browned for a one-pot rice goes back for the rice's last minutes,
// not the whole time: it is in the pot at most about 12 minutes.
func TestLeanMeatFinishesInTheRice(t *testing.T) {
	for _, req := range []Request{
		{Pantry: []string{"chicken breast", "rice", "onion", "chicken broth", "peas"}, Cuisine: "indian", Servings: 4, TimeAvailable: 60},
		{Pantry: []string{"chicken breast", "rice", "onion", "chicken broth"}, Cuisine: "mexican", Servings: 4, TimeAvailable: 60},
		{Pantry: []string{"chicken breast", "brown rice", "onion", "chicken broth"}, Cuisine: "indian", Servings: 10, TimeAvailable: 90},
		{Pantry: []string{"chicken breast", "rice", "onion", "chicken broth", "peas"}, Cuisine: "spanish", Servings: 4, TimeAvailable: 60},
		{Pantry: []string{"chicken breast", "chorizo", "rice", "chicken broth", "prawns"}, Cuisine: "spanish", Servings: 4, TimeAvailable: 60},
		{Pantry: []string{"turkey breast", "rice", "onion", "chicken stock"}, Servings: 4, TimeAvailable: 60},
	} {
		rec, err := Generate(req)
		if err != nil {
			t.Fatalf("%v: %v", req.Pantry, err)
		}
		if msg := leanCookedOn(rec); msg != "" {
			t.Errorf("%v: %s\n%s", req.Pantry, msg, recipeText(rec))
		}
	}
}

// leanCookedOn says where a breast browned in the pan goes back into a pot of rice for
// more than 12 minutes of cooking, or "".
func leanCookedOn(rec *Recipe) string {
	for _, l := range rec.Ingredients {
		if l.Name != "chicken breast" && l.Name != "turkey breast" {
			continue
		}
		name := strings.ToLower(l.Name)
		back, on, lifted := -1, 0, false
		for i, s := range rec.Instructions {
			low := strings.ToLower(s.Text)
			if strings.Contains(low, "lift onto a plate") || strings.Contains(low, "lifting the "+name) {
				lifted = true // a paella's breast waits on a plate; the chorizo is the "meat too"
			}
			if back < 0 && (containsAny(low, []string{"return the " + name, "lay the " + name, "press the " + name}) || !lifted && strings.Contains(low, "meat too")) {
				back = i
			}
			if back >= 0 && i >= back && !strings.Contains(low, "off the heat") && containsAny(low, []string{"cook", "simmer", "boil"}) {
				on += s.Minutes
			}
		}
		if back >= 0 && on > 12 && containsAny(strings.ToLower(recipeSteps(rec)), []string{" rice"}) {
			return fmt.Sprintf("the %s cooks %d minutes more after step %d puts it back", name, on, back+1)
		}
	}
	return ""
}

// A tough cut takes its time under pressure (45 minutes in chunks, an hour whole) and
// a natural release; its roots go in after it, for minutes of their own.
func TestPressureCookerGivesToughCutsTheirTime(t *testing.T) {
	for _, c := range []struct {
		pantry  string
		cuisine string
		least   int
	}{
		{"beef chuck,carrots,onion,beef broth", "", 60},
		{"beef chuck,potatoes,carrots,red wine", "french", 45},
		{"lamb shoulder,chickpeas,tomatoes,onion", "indian", 45},
		{"lamb shanks,onion,red wine,carrots", "", 60},
		{"beef brisket,onion,beef broth", "", 45},
	} {
		rec, err := Generate(Request{Pantry: strings.Split(c.pantry, ","), Cuisine: c.cuisine, Servings: 4})
		if err != nil {
			t.Fatalf("%s: %v", c.pantry, err)
		}
		out, err := AdaptMethod(roundTrip(t, rec), "pressure-cooker")
		if err != nil {
			t.Fatalf("%s -> pressure cooker: %v", c.pantry, err)
		}
		text := strings.ToLower(stepsText(out.Steps))
		m := highPressure.FindStringSubmatch(text)
		if m == nil {
			t.Fatalf("%s -> pressure cooker: no time at high pressure:\n%s", c.pantry, resultText(out))
		}
		n := 0
		fmt.Sscan(m[1], &n)
		if n < c.least || !strings.Contains(text, "release naturally") {
			t.Errorf("%s -> pressure cooker: %d minutes at high pressure, want %d or more and a natural release:\n%s", c.pantry, n, c.least, resultText(out))
		}
		if strings.Contains(text, "simmer very gently for") || strings.Contains(text, "braise on the lowest heat") {
			t.Errorf("%s -> pressure cooker: a stovetop simmer is left in the steps:\n%s", c.pantry, resultText(out))
		}
	}
}

var highPressure = regexp.MustCompile(`high pressure for (\d+) minutes`)

// A breast or thigh seared in a pan with potatoes boiled beside it is no stew: a slow
// cooker refuses it, saying why, while a real stew is adapted.
func TestSlowCookerKnowsASearFromAStew(t *testing.T) {
	for _, c := range []struct {
		pantry string
		wet    bool
	}{
		{"chicken breast,potatoes,chicken broth", false},
		{"chicken thigh,kale,spinach,potatoes,chicken broth", false},
		{"chicken breasts,new potatoes,peas,butter", false},
		{"beef chuck,kale,spinach,potatoes,beef broth", true},
		{"lamb shoulder,chickpeas,tomatoes,onion", true},
	} {
		rec, err := Generate(Request{Pantry: strings.Split(c.pantry, ","), Servings: 2})
		if err != nil {
			t.Fatalf("%s: %v", c.pantry, err)
		}
		_, err = AdaptMethod(roundTrip(t, rec), "slow-cooker")
		var te *TransformError
		switch {
		case c.wet && err != nil:
			t.Errorf("%s -> slow cooker: %v, want it adapted", c.pantry, err)
		case !c.wet && !errors.As(err, &te):
			t.Errorf("%s -> slow cooker: got %v, want a refusal with a reason:\n%s", c.pantry, err, recipeText(rec))
		}
	}
}

// A quick chili of mince and fresh tomatoes pours the tomatoes in once, as its
// liquid: it did not cook them down with the mince and then add them again.
func TestQuickChiliAddsTomatoesOnce(t *testing.T) {
	for _, req := range []Request{
		{Pantry: []string{"beef mince", "kidney beans", "tomatoes", "onion", "chili powder"}, Cuisine: "mexican", Servings: 20, TimeAvailable: 60},
		{Pantry: []string{"ground beef", "black beans", "tomato", "onion"}, Cuisine: "mexican", Servings: 4, TimeAvailable: 45},
		{Pantry: []string{"ground turkey", "pinto beans", "tomatoes", "red pepper"}, Cuisine: "mexican", Servings: 6, TimeAvailable: 50},
	} {
		rec, err := Generate(req)
		if err != nil {
			t.Fatalf("%v: %v", req.Pantry, err)
		}
		added := 0
		for _, s := range rec.Instructions {
			low, _, _ := strings.Cut(strings.ToLower(s.Text), "meanwhile") // "meanwhile, dice the tomato" cuts it
			if !strings.HasPrefix(low, "prep:") && isHeatStep(s.Text) && (strings.Contains(low, "the tomato") || strings.Contains(low, "the tomatoes")) {
				added++
			}
		}
		if added > 1 {
			t.Errorf("%v: the tomatoes go into the pot in %d steps, want 1:\n%s", req.Pantry, added, recipeText(rec))
		}
	}
}

// brothNotListed names a broth a step pours in that the ingredient list does not hold,
// or "".
func brothNotListed(rec *Recipe) string {
	listed := map[string]bool{}
	for _, l := range rec.Ingredients {
		listed[strings.ToLower(l.Name)] = true
	}
	for i, s := range rec.Instructions {
		low := strings.ToLower(s.Text)
		for _, b := range []string{"beef broth", "chicken broth", "vegetable broth"} {
			if strings.Contains(low, "the "+b) && !listed[b] {
				return fmt.Sprintf("step %d adds the %s, which the list does not hold", i+1, b)
			}
		}
	}
	return ""
}

// A slow braise with wine and no broth buys the broth it braises in.
func TestSlowBraiseListsItsBroth(t *testing.T) {
	for _, p := range []string{"lamb shanks,red wine,onion,carrots", "oxtail,red wine,onion", "short ribs,red wine,carrots", "lamb shanks,onion"} {
		rec, err := Generate(Request{Pantry: strings.Split(p, ","), Servings: 4})
		if err != nil {
			t.Fatalf("%s: %v", p, err)
		}
		if msg := brothNotListed(rec); msg != "" {
			t.Errorf("%s: %s\n%s", p, msg, recipeText(rec))
		}
	}
}

// A steak or chop seared whole for a cream sauce rests while the sauce is made and is
// plated with it, not simmered again in it.
func TestCreamSauceSparesTheSearedSteak(t *testing.T) {
	for _, p := range []string{"steak,chips,peppercorns,cream", "pork chops,apples,cream,cider", "sirloin steak,mushrooms,cream", "pork chops,mushrooms,cream"} {
		rec, err := Generate(Request{Pantry: strings.Split(p, ","), Cuisine: "french", Servings: 2})
		if err != nil {
			t.Fatalf("%s: %v", p, err)
		}
		low := strings.ToLower(recipeSteps(rec))
		if strings.Contains(low, "return the sirloin steak") || strings.Contains(low, "return the pork chop") {
			t.Errorf("%s: the seared meat goes back to simmer:\n%s", p, recipeText(rec))
		}
		if msg := garlicUnderMushrooms(rec); msg != "" {
			t.Errorf("%s: %s\n%s", p, msg, recipeText(rec))
		}
	}
}

// garlicUnderMushrooms says where garlic is fried and mushrooms then brown over it for
// minutes, or "".
func garlicUnderMushrooms(rec *Recipe) string {
	for i := 1; i < len(rec.Instructions); i++ {
		prev, s := strings.ToLower(rec.Instructions[i-1].Text), strings.ToLower(rec.Instructions[i].Text)
		if garlicFried.MatchString(prev) && !strings.Contains(prev, "onion") && strings.HasPrefix(s, "add the mushroom") && rec.Instructions[i].Minutes >= 5 {
			return fmt.Sprintf("step %d fries the garlic, step %d browns mushrooms over it for %d minutes", i, i+1, rec.Instructions[i].Minutes)
		}
	}
	return ""
}

// Sausages for a crowd roast in the oven; for six they fry in two pans; for two, one.
func TestSausagesForACrowdRoast(t *testing.T) {
	for _, c := range []struct {
		servings int
		want     string
	}{{16, "baking sheets"}, {12, "baking sheets"}, {6, "two large skillets"}, {2, "in a large skillet"}} {
		for _, p := range []string{"sausages,onions,potatoes,gravy", "sausages,potatoes,cabbage"} {
			rec, err := Generate(Request{Pantry: strings.Split(p, ","), Cuisine: "british", Servings: c.servings, TimeAvailable: 60})
			if err != nil {
				t.Fatalf("%s: %v", p, err)
			}
			if !strings.Contains(recipeSteps(rec), c.want) {
				t.Errorf("%s for %d: no step says %q:\n%s", p, c.servings, c.want, recipeText(rec))
			}
		}
	}
}
