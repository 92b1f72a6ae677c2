package engine

import (
	"fmt"
	"regexp"
	"strings"
	"testing"
)

// Properties of the step text a cook reads top to bottom, over many random pantries
// and the review's: a pan is heated before food goes into it, "more" oil follows some,
// a fat used whole is not used again, one step says "Serve" once, and a part the rules
// took out is not spoken of.
func TestStepsReadInOrder(t *testing.T) {
	requests := 2500
	if testing.Short() {
		requests = 600
	}
	reqs := randomRequests(11, 29, requests, append(stepFlowRequests, propertyRequests(t)...)...) // and the fixed cases (propertycases_test.go)
	for i, req := range reqs {
		rec, ok := generated(t, i, req)
		if !ok {
			continue
		}
		if msg := joinNonEmpty("; ", stepsInOrder(rec), speaksOfAbsentFood(rec)); msg != "" {
			t.Errorf("request %d %+v:\n%s\n%s", i, req, msg, recipeText(rec))
		}
	}
}

// absentFoods are foods a diet or allergy often takes out of a dish: a step that still
// speaks of one ("whip the cold cream" in a dairy-free fool) cannot be followed.
var absentFoods = regexp.MustCompile(`\bthe (?:cold |soft |melted |rest of the )?(cream|butter|milk|cheese|yogurt|eggs?|honey|flour)\b`)

// speaksOfAbsentFood says where a step names one of absentFoods that no ingredient
// line holds, or "".
func speaksOfAbsentFood(rec *Recipe) string {
	for _, s := range rec.Instructions {
		for _, m := range absentFoods.FindAllStringSubmatch(strings.ToLower(s.Text), -1) {
			word := strings.TrimSuffix(m[1], "s")
			held := false
			for _, l := range rec.Ingredients {
				in, _ := Lookup(l.Name)
				held = held || strings.Contains(strings.ToLower(l.Name), word) || word == "cheese" && in != nil && in.Is(RoleCheese)
			}
			if !held {
				return fmt.Sprintf("step %d speaks of %q, which no ingredient line holds", s.Step, m[0])
			}
		}
	}
	return ""
}

// stepFlowRequests are pantries of the kinds the review caught, and others like them.
var stepFlowRequests = []Request{
	{Pantry: []string{"a tin of black beans", "tortillas", "cheddar", "1 avocado", "salsa", "1 lime"}, Cuisine: "mexican", Servings: 3, TimeAvailable: 20, Meal: "lunch", Rules: Rules{Restrictions: []string{"vegetarian"}}},
	{Pantry: []string{"chickpeas", "tortillas", "monterey jack", "onion", "cumin"}, Servings: 2, Meal: "lunch"},
	{Pantry: []string{"potatoes", "cheddar", "butter", "milk", "bacon"}, Cuisine: "american", Servings: 4, TimeAvailable: 75, Meal: "dinner", Rules: Rules{Restrictions: []string{"halal"}}},
	{Pantry: []string{"sweet potato", "onion", "olive oil", "eggs"}, Servings: 2, Meal: "breakfast"},
	{Pantry: []string{"minced turkey", "taco seasoning", "lettuce", "tomatoes", "sour cream", "taco shells"}, Cuisine: "mexican", Servings: 4, TimeAvailable: 25, Meal: "dinner"},
	{Pantry: []string{"ground pork", "iceberg lettuce", "soy sauce", "ginger", "garlic"}, Cuisine: "chinese", Servings: 2, Meal: "dinner"},
	{Pantry: []string{"prawns", "rice noodles", "lime", "fish sauce", "bean sprouts", "peanuts", "eggs"}, Cuisine: "thai", Servings: 2, TimeAvailable: 25, Meal: "dinner", Rules: Rules{Allergies: []string{"shellfish"}}},
	{Pantry: []string{"rice noodles", "tofu", "bean sprouts", "lime"}, Cuisine: "thai", Servings: 5, Meal: "dinner", Rules: Rules{Restrictions: []string{"vegan"}}},
	{Pantry: []string{"arborio rice", "milk", "sugar", "vanilla pod", "mango"}, Cuisine: "thai", Servings: 4, TimeAvailable: 40, Meal: "dessert", Rules: Rules{Restrictions: []string{"dairy-free"}}},
	{Pantry: []string{"double cream", "strawberries", "meringue nests"}, Servings: 4, TimeAvailable: 15, Meal: "dessert", Rules: Rules{Restrictions: []string{"vegan"}}},
	{Pantry: []string{"raspberries", "sugar", "lemon"}, Servings: 2, Meal: "dessert", Rules: Rules{Restrictions: []string{"dairy-free"}}},
	{Pantry: []string{"aubergine", "a tin of tomatoes", "mozzarella", "parmesan", "basil", "breadcrumbs", "eggs"}, Cuisine: "italian", Servings: 4, TimeAvailable: 90, Meal: "dinner", Rules: Rules{Allergies: []string{"eggs"}}},
	{Pantry: []string{"eggplant", "passata", "mozzarella", "olive oil"}, Servings: 1, Meal: "dinner"},
	{Pantry: []string{"pasta", "a tin of chopped tomatoes", "garlic", "some parmesan", "basil"}, Cuisine: "italian", Servings: 4, TimeAvailable: 25, Meal: "dinner"},
	{Pantry: []string{"salmon", "sushi rice", "nori", "cucumber", "1 avocado", "rice vinegar", "soy sauce"}, Cuisine: "japanese", Servings: 2, TimeAvailable: 60, Meal: "lunch", Rules: Rules{Allergies: []string{"soy"}}},
	{Pantry: []string{"greek yogurt", "frozen berries", "granola", "honey"}, Servings: 2, TimeAvailable: 10, Meal: "breakfast", Rules: Rules{Allergies: []string{"tree-nuts"}}},
	{Pantry: []string{"yogurt", "strawberries", "almonds"}, Servings: 3, Meal: "breakfast", Rules: Rules{Allergies: []string{"tree-nuts"}}},
	// The cook's garlic, ginger and thyme cook in the pan, never strewn raw over the plate.
	{Pantry: []string{"tofu", "broccoli", "soy sauce", "rice", "garlic", "ginger", "spring onions"}, Cuisine: "chinese", Servings: 2, TimeAvailable: 25, Rules: Rules{Restrictions: []string{"vegan"}}},
	{Pantry: []string{"2 chicken thighs", "leek", "potatoes", "double cream", "thyme", "white wine"}, Cuisine: "french", Servings: 3, TimeAvailable: 60, Meal: "dinner"},
	{Pantry: []string{"pork chops", "rosemary", "garlic", "cream", "mushrooms"}, Servings: 2, Meal: "dinner"},
	{Pantry: []string{"salmon", "ginger", "garlic", "soy sauce", "honey", "rice"}, Cuisine: "japanese", Servings: 4, Meal: "dinner"},
	// Garlic goes in for the onion's last minute; the cook's basil is the herb, no parsley bought.
	{Pantry: []string{"pasta", "tin tomatoes", "garlic", "parmesan"}, Servings: 2},
	{Pantry: []string{"2 chicken thighs", "onion", "tin tomatoes", "garlic", "ginger", "garam masala", "basmati"}, Cuisine: "indian", Servings: 4, TimeAvailable: 45, Meal: "dinner"},
}

// rawTopping is garlic, ginger or a woody herb scattered over a finished plate: they
// cook in the fat or the sauce (the fried garlic of a topping says so).
var rawTopping = regexp.MustCompile(`(top with|scatter over|sprinkle with|finish with) the ([^.;]*?\b(?:garlic|ginger|thyme|rosemary|sage)\b)`)

// garlicWithOnion is minced garlic cooked the onion's five minutes beside it.
var garlicWithOnion = regexp.MustCompile(`add the (?:[a-z ,]*\bgarlic\b[a-z ,]*\bonions?\b|[a-z ,]*\bonions?\b[a-z ,]*\bgarlic\b) and cook, stirring, until softened and fragrant, about [4-9] minutes`)

var serveSentence = regexp.MustCompile(`(^|[.:!] )Serve\b`)

// stepsInOrder returns the first thing in rec's steps a cook reading in order would
// stumble on, or "".
func stepsInOrder(rec *Recipe) string {
	listed := map[string]bool{}
	for _, l := range rec.Ingredients {
		listed[l.Name] = true
	}
	var before strings.Builder // everything read so far
	for _, s := range rec.Instructions {
		low := strings.ToLower(s.Text)
		if n := len(serveSentence.FindAllString(s.Text, -1)); n > 1 {
			return fmt.Sprintf("step %d says Serve %d times", s.Step, n)
		}
		for _, into := range []string{"to the pan", "in the same pan", "to the skillet", "in the same skillet", "to the wok"} {
			at := strings.Index(low, into)
			if at < 0 {
				continue
			}
			read := before.String() + low[:at]
			if !containsAny(read, []string{"heat", "melt", "warm", "sizzl", "fry", "cook"}) {
				return fmt.Sprintf("step %d puts food %q before any step heats it", s.Step, into)
			}
		}
		for _, l := range rec.Ingredients {
			name := strings.ToLower(l.Name)
			for _, more := range []string{" more " + name, " more of the " + name} {
				at := strings.Index(low, more)
				if at >= 0 && !strings.Contains(before.String()+low[:at], name) {
					return fmt.Sprintf("step %d asks for%s before any step used some", s.Step, more)
				}
			}
		}
		for _, e := range rec.ExcludedIngredients {
			name := strings.ToLower(e.Name)
			if !e.unused && !listedWithin(listed, e.Name) && regexp.MustCompile(`\b`+regexp.QuoteMeta(name)+`\b`).MatchString(low) {
				return fmt.Sprintf("step %d speaks of the %s, which the rules took out", s.Step, e.Name)
			}
		}
		before.WriteString(low)
		before.WriteByte(' ')
	}
	all := strings.ToLower(before.String())
	for _, l := range rec.Ingredients {
		name := strings.ToLower(l.Name)
		if at := strings.Index(all, "half the "+name); at >= 0 {
			again := regexp.MustCompile(`(top|finish|sprinkle) with the ` + regexp.QuoteMeta(name) + `\b`)
			if m := again.FindString(all[at:]); m != "" {
				return fmt.Sprintf("a step uses half the %s, then %q speaks of all of it", name, m)
			}
		}
	}
	if m := garlicWithOnion.FindString(all); m != "" {
		return fmt.Sprintf("garlic goes in with the onion for all its minutes: %q", m)
	}
	if m := rawTopping.FindStringSubmatch(all); m != nil {
		return fmt.Sprintf("a step strews raw %s over the plate: %q", m[2], m[0])
	}
	if msg := fatUsedTwice(rec); msg != "" {
		return msg
	}
	return ""
}

// fatUsedTwice finds an oil or butter a step used all of ("brush with the olive oil",
// "heat the oil", "add the remaining oil") that a later step reaches for again ("heat 1 tbsp of the olive oil").
func fatUsedTwice(rec *Recipe) string {
	for _, l := range rec.Ingredients {
		name := strings.ToLower(l.Name)
		if !strings.HasSuffix(name, " oil") && name != "butter" {
			continue
		}
		whole := regexp.MustCompile(`(?:^|[.;,] )(?:(?:heat|melt|brush [a-z ]+ with|drizzle [a-z ]*with) the|add the remaining) ` + regexp.QuoteMeta(name) + `\b`)
		again := regexp.MustCompile(`(?:of the|more) ` + regexp.QuoteMeta(name) + `\b`)
		used := -1
		for i, s := range rec.Instructions {
			low := strings.ToLower(s.Text)
			if used >= 0 && again.MatchString(low) {
				return fmt.Sprintf("step %d uses all the %s and step %d asks for some of it again", used+1, name, i+1)
			}
			if loc := whole.FindStringIndex(low); loc != nil {
				if used < 0 && !again.MatchString(low[loc[1]:]) {
					used = i
				}
			}
		}
	}
	return ""
}

// A batch is a number of pieces in the pan at once: one serving is one batch, with
// nothing to keep warm while the next cooks.
func TestOneServingIsOneBatch(t *testing.T) {
	for _, pantry := range [][]string{
		{"2 slices of bread", "eggs", "milk", "butter"},
		{"bread", "cheddar", "butter"},
		{"tortillas", "cheddar", "black beans"},
		{"flour tortillas", "mozzarella", "chicken breast", "onion"},
	} {
		rec, err := Generate(Request{Pantry: pantry, Servings: 1, Meal: "lunch"})
		if err != nil {
			t.Fatalf("%v: %v", pantry, err)
		}
		for _, s := range rec.Instructions {
			low := strings.ToLower(s.Text)
			if containsAny(low, []string{"two at a time", "four at a time", "two sandwiches at a time", "keep the first ones warm", "for each round"}) {
				t.Errorf("%v makes %s for one, got step %d %q, want one batch", pantry, rec.Title, s.Step, s.Text)
			}
		}
	}
}

// Smoked fish and air-dried ham are folded in off the heat, never cooked with the eggs.
func TestCuredFishFoldsInAtTheEnd(t *testing.T) {
	for _, pantry := range [][]string{
		{"6 eggs", "cream cheese", "smoked salmon", "chives", "butter"},
		{"eggs", "smoked salmon", "butter"},
		{"eggs", "prosciutto", "parmesan", "butter"},
	} {
		rec, err := Generate(Request{Pantry: pantry, Servings: 2, Meal: "breakfast"})
		if err != nil {
			t.Fatalf("%v: %v", pantry, err)
		}
		for _, s := range rec.Instructions {
			for _, sentence := range strings.Split(strings.ToLower(s.Text), ". ") {
				if strings.Contains(sentence, "pour in the eggs") && containsAny(sentence, []string{"smoked salmon", "prosciutto"}) {
					t.Errorf("%v makes %s, got %q, want the cured fish or ham folded in off the heat", pantry, rec.Title, sentence)
				}
			}
		}
	}
}

// listedWithin reports whether name is one of the listed foods or a word of one: an
// excluded "tortillas" is spoken of rightly where corn tortillas stand in.
func listedWithin(listed map[string]bool, name string) bool {
	for l := range listed {
		if strings.Contains(l, name) || strings.Contains(name, l) || strings.Contains(plural(l), name) {
			return true
		}
	}
	return false
}

// A traybake glazed with honey, soy or mustard takes its vinegar in the glaze; vinegar
// splashed neat over roast wings or chicken at the table only tastes raw.
func TestGlazeTakesTheVinegar(t *testing.T) {
	for _, c := range []struct{ pantry, cuisine string }{
		{"chicken wings, honey, soy sauce, garlic, sesame seeds", "korean"},
		{"chicken thighs, honey, soy sauce, garlic, broccoli", "chinese"},
		{"chicken drumsticks, honey, dijon mustard, potatoes", "american"},
	} {
		rec, err := Generate(Request{Pantry: strings.Split(c.pantry, ", "), Cuisine: c.cuisine, Servings: 4, TimeAvailable: 60})
		if err != nil {
			t.Errorf("%s: %v", c.pantry, err)
			continue
		}
		glazed := false
		for _, s := range rec.Instructions {
			glazed = glazed || strings.Contains(s.Text, "into a glaze")
			if glazed && strings.Contains(s.Text, "drizzle over the") && strings.Contains(s.Text, "vinegar") {
				t.Errorf("%s: %q drizzles vinegar over the glazed roast: %q", c.pantry, rec.Title, s.Text)
			}
		}
		if !glazed {
			t.Logf("%s: %q has no glaze", c.pantry, rec.Title)
		}
	}
}

// A marinade's wait is told once, in the step that starts it: never "leave 10 minutes"
// and then "let it marinate for 10 minutes" again.
func TestMarinadeWaitToldOnce(t *testing.T) {
	reqs := []Request{
		{Pantry: []string{"pork belly", "kimchi", "rice", "gochujang", "spring onions"}, Cuisine: "korean", Servings: 3, TimeAvailable: 40, Meal: "dinner"},
		{Pantry: []string{"pork shoulder", "onion", "gochujang", "rice"}, Cuisine: "korean", Servings: 2, Meal: "dinner"},
	}
	reqs = append(reqs, randomRequests(18, 9, 300)...)
	wait := regexp.MustCompile(`(?i)marinat[^.]*\d+ minutes|\d+ minutes[^.]*marinat`)
	for i, req := range reqs {
		rec, err := Generate(req)
		if err != nil {
			continue
		}
		told := 0
		for _, s := range rec.Instructions {
			if wait.MatchString(s.Text) {
				told++
			}
		}
		if told > 1 {
			t.Errorf("request %d: %q tells the marinade's wait %d times:\n%s", i, rec.Title, told, recipeText(rec))
		}
	}
}

// Properties of the times and order a cook keeps, over many random pantries and the
// review's: a sugary glaze roasts at most ~10 minutes; every food the prep cuts is
// cooked or served; bloomed spices meet something wet or another food within a couple
// of minutes; the pasta water goes on before the sauce is started.
func TestStepsKeepACooksTimes(t *testing.T) {
	requests := 2000
	if testing.Short() {
		requests = 500
	}
	reqs := randomRequests(23, 5, requests, cooksTimesRequests...)
	for i, req := range reqs {
		rec, ok := generated(t, i, req)
		if !ok {
			continue
		}
		for _, check := range []func(*Recipe) string{glazeBurns, preppedNeverUsed, spicesFriedDry, pastaWaterLate, garlicBeforeOnion, platedThenFromThePan, fishWaitsForVegetables} {
			if msg := check(rec); msg != "" {
				t.Errorf("request %d %+v:\n%s\n%s", i, req, msg, recipeText(rec))
			}
		}
	}
}

// cooksTimesRequests are the pantries of the cook's review and others sharing their
// mechanisms: honey or maple glazes on a traybake, a dal's tadka, pasta with a cooked
// sauce, a couscous bowl with peppers, a pho.
var cooksTimesRequests = []Request{
	{Pantry: []string{"chicken thighs", "honey", "soy sauce", "garlic", "broccoli"}, Cuisine: "chinese", Servings: 4, TimeAvailable: 60},
	{Pantry: []string{"chicken drumsticks", "honey", "dijon mustard", "potatoes"}, Cuisine: "american", Servings: 4, TimeAvailable: 60},
	{Pantry: []string{"salmon", "maple syrup", "soy sauce", "sweet potato"}, Servings: 2},
	{Pantry: []string{"pork chops", "hoisin sauce", "green beans"}, Servings: 3, TimeAvailable: 45},
	{Pantry: []string{"red lentils", "onion", "garlic", "cumin seeds", "mustard seeds", "turmeric", "rice"}, Cuisine: "indian", Servings: 4},
	{Pantry: []string{"red lentils", "ghee", "cumin", "garlic"}, Cuisine: "indian", Servings: 2, TimeAvailable: 30},
	{Pantry: []string{"halloumi", "couscous", "red pepper", "courgette", "lemon"}, Servings: 2},
	{Pantry: []string{"halloumi", "couscous", "red pepper", "red onion"}, Servings: 4, TimeAvailable: 25},
	{Pantry: []string{"penne", "bacon", "onion", "cream", "parmesan"}, Servings: 2},
	{Pantry: []string{"spaghetti", "minced beef", "onion", "a tin of tomatoes", "garlic"}, Cuisine: "italian", Servings: 4, TimeAvailable: 40},
	{Pantry: []string{"linguine", "prawns", "garlic", "chili", "lemon"}, Servings: 2, TimeAvailable: 20},
	{Pantry: []string{"beef", "rice noodles", "star anise", "ginger", "onion", "beef broth", "bean sprouts"}, Cuisine: "vietnamese", Servings: 4},
	{Pantry: []string{"pork chops", "apples", "cider", "potatoes", "butter", "sage"}, Cuisine: "british", Servings: 2, TimeAvailable: 45},
	{Pantry: []string{"sausages", "red onion", "apple", "garlic", "mash"}, Servings: 3},
	{Pantry: []string{"sea bass fillets", "fennel", "new potatoes", "black olives", "lemon", "capers"}, Cuisine: "mediterranean", Servings: 2},
	{Pantry: []string{"cod", "green beans", "lemon", "butter", "rice"}, Servings: 2, Meal: "dinner"},
	{Pantry: []string{"salmon fillets", "soy sauce", "honey", "garlic", "rice", "broccoli"}, Cuisine: "japanese", Servings: 2, TimeAvailable: 25, Rules: Rules{Restrictions: []string{"gluten-free"}}},
	{Pantry: []string{"self-raising flour", "butter", "caster sugar", "eggs", "milk", "lemon"}, Servings: 8, TimeAvailable: 75, Meal: "baking", Rules: Rules{Restrictions: []string{"egg-free"}}},
}

// fishWaitsForVegetables says where a seared fish fillet is taken off the heat and the
// vegetables then cook for minutes in its pan while it goes cold, or "".
func fishWaitsForVegetables(rec *Recipe) string {
	seared := -1
	for i, s := range rec.Instructions {
		low := strings.ToLower(s.Text)
		if seared < 0 && strings.Contains(low, "flaking easily") && strings.Contains(low, "move to a plate") {
			seared = i
			continue
		}
		if seared >= 0 && (strings.Contains(low, "and cook until tender") || strings.Contains(low, "cover and cook")) {
			return fmt.Sprintf("step %d takes the fish off the heat, step %d then cooks vegetables for %d minutes", seared+1, i+1, s.Minutes)
		}
	}
	return ""
}

// platedThenFromThePan says where a step plates the main and a later one serves it
// from the pan, or "".
func platedThenFromThePan(rec *Recipe) string {
	plated := -1
	for i, s := range rec.Instructions {
		low := strings.ToLower(s.Text)
		if plated < 0 && strings.Contains(low, "plate the ") {
			plated = i
		}
		if plated >= 0 && i > plated && strings.Contains(low, "serve from the ") {
			return fmt.Sprintf("step %d plates the main, step %d serves it from the pan", plated+1, i+1)
		}
	}
	return ""
}

// garlicBeforeOnion says where garlic is fried on its own and an onion goes into the
// same pan after it (the garlic burns before the onion softens), or "". A wok is
// exempt: there both meet the heat for seconds.
func garlicBeforeOnion(rec *Recipe) string {
	garlic := -1
	for i, s := range rec.Instructions {
		low := strings.ToLower(s.Text)
		if strings.Contains(low, "wok") {
			return ""
		}
		if garlic < 0 && garlicFried.MatchString(low) && !strings.Contains(low, "onion") {
			garlic = i
			continue
		}
		if garlic >= 0 && onionAdded.MatchString(low) {
			return fmt.Sprintf("step %d fries the garlic alone, step %d adds the onion after it", garlic+1, i+1)
		}
	}
	return ""
}

var (
	garlicFried = regexp.MustCompile(`add the [a-z ,]*garlic[a-z ,]* and cook`)
	onionAdded  = regexp.MustCompile(`add the [a-z ,]*\bonions?\b[a-z ,]* and cook`)
	glazeWith   = regexp.MustCompile(`\b(?:half the|with the|the rest of the) glaze\b`)
	glazeLast   = regexp.MustCompile(`glaze over the [a-z ]+ for the last (\d+) minutes`)
	ovenHeat    = regexp.MustCompile(`(\d+)°[cC]`)
	bloomWords  = regexp.MustCompile(`(?:stir in|add) the ([a-z ,]+?)(?: and cook)? for 30 seconds|add the ([a-z ,]+?) and let (?:them|it) sizzle for 30 seconds`)
)

// glazeBurns says where a glaze of honey, syrup or a sweet sauce roasts in a hot oven
// for more than 10 minutes, or "".
func glazeBurns(rec *Recipe) string {
	sugary := false
	for _, s := range rec.Instructions {
		if !strings.Contains(s.Text, "into a glaze") {
			continue
		}
		for _, l := range rec.Ingredients {
			if in, ok := Lookup(l.Name); ok && in.Per100g.Sugar >= 20 && strings.Contains(strings.ToLower(s.Text), strings.ToLower(l.Name)) {
				sugary = true
			}
		}
	}
	if !sugary {
		return ""
	}
	on := 0 // the minutes the glaze has roasted
	glazed := false
	for _, s := range rec.Instructions {
		low := strings.ToLower(s.Text)
		if m := ovenHeat.FindStringSubmatch(low); m == nil || m[1] < "200" {
			if glazed {
				break
			}
			continue
		}
		switch m := glazeLast.FindStringSubmatch(low); {
		case glazed || glazeWith.MatchString(low):
			glazed = true
			on += s.Minutes // brushed on as the step begins, it roasts all of it
		case m != nil:
			n := 0
			fmt.Sscan(m[1], &n)
			on += n
		}
	}
	if on > 10 {
		return fmt.Sprintf("a sugary glaze roasts %d minutes in a hot oven, want 10 at most", on)
	}
	return ""
}

// preppedNeverUsed names a food the recipe has the cook cut or ready that no step then
// cooks or serves, or "".
func preppedNeverUsed(rec *Recipe) string {
	var all strings.Builder
	for _, s := range rec.Instructions {
		all.WriteString(strings.ToLower(s.Text))
		all.WriteByte(' ')
	}
	text := all.String()
	for _, l := range rec.Ingredients {
		if l.Preparation == "" || strings.Contains(l.Preparation, "rinsed") || strings.Contains(l.Preparation, "drained") {
			continue // washed, not cut: "rinse the lentils, put them in the pan" cooks them unnamed
		}
		name := strings.ToLower(l.Name)
		rest := strings.ReplaceAll(text, strings.ToLower(prepTask(l.Preparation, name)), "")
		if !strings.Contains(rest, name) && !strings.Contains(rest, plural(name)) {
			return fmt.Sprintf("the %s is prepped (%s) but no step cooks or serves it", name, l.Preparation)
		}
	}
	return ""
}

// spicesFriedDry says where spices bloomed in hot fat go on frying with nothing added
// for more than a couple of minutes, or "".
func spicesFriedDry(rec *Recipe) string {
	others := map[string]bool{}
	for _, l := range rec.Ingredients {
		if l.Category != "spices-seasonings" && !strings.HasSuffix(l.Name, " oil") && l.Name != "butter" && l.Name != "ghee" {
			others[strings.ToLower(l.Name)] = true
		}
	}
	adds := func(text string) bool {
		for name := range others {
			if strings.Contains(text, name) || strings.Contains(text, plural(name)) {
				return true
			}
		}
		return containsAny(text, []string{"water", "pour", "broth", "stock", "deglaze"})
	}
	for i, s := range rec.Instructions {
		low := strings.ToLower(s.Text)
		loc := bloomWords.FindStringIndex(low)
		if loc == nil || adds(low[loc[1]:]) {
			continue
		}
		dry := 0
		for _, next := range rec.Instructions[i+1:] {
			nl := strings.ToLower(next.Text)
			first, _, _ := strings.Cut(nl, ". ")
			if adds(first) {
				break
			}
			dry += next.Minutes
		}
		if dry > 3 {
			return fmt.Sprintf("step %d blooms spices that then fry %d minutes before anything goes in with them", s.Step, dry)
		}
	}
	return ""
}

// pastaWaterLate says where a pasta's water goes on after its sauce has started, or
// the sauce cooks after the pasta is drained and waiting, or "".
func pastaWaterLate(rec *Recipe) string {
	water, cook, drained := -1, -1, -1
	for i, s := range rec.Instructions {
		low := strings.ToLower(s.Text)
		if water < 0 && (strings.Contains(low, "pot of well-salted water") || strings.Contains(low, "boil a full kettle, pour it into a large pot")) {
			water = i
		}
		if cook < 0 && strings.Contains(low, "in the boiling water") {
			cook = i
		}
		if drained < 0 && cook >= 0 && containsAny(low, []string{"then drain", "drain it"}) {
			drained = i
		}
	}
	if water < 0 || cook < 0 {
		return ""
	}
	for i, s := range rec.Instructions[:water] {
		if isHeatStep(s.Text) {
			return fmt.Sprintf("step %d starts cooking before step %d puts the pasta water on", i+1, water+1)
		}
	}
	for i := drained + 1; drained >= 0 && i < len(rec.Instructions); i++ {
		s := rec.Instructions[i]
		low := strings.ToLower(s.Text)
		if s.Minutes > 4 && !containsAny(low, []string{"oven", "bake", "broil", "grill"}) && !strings.HasPrefix(low, "rest ") {
			return fmt.Sprintf("step %d cooks %d minutes more after the pasta is drained in step %d", i+1, s.Minutes, drained+1)
		}
	}
	return ""
}

// Quesadillas take a tortilla a person at least, and more where the filling would
// burst them; the step counts what the list buys, and one reads singular.
func TestQuesadillaTortillasFollowFilling(t *testing.T) {
	for _, c := range []struct {
		pantry   string
		servings int
	}{
		{"tortillas, cheddar, black beans", 1},
		{"tortillas, cheddar, black beans, chicken breast", 4},
		{"flour tortillas, mozzarella, chicken breast, onion, peppers", 3},
		{"tortillas, monterey jack, mushrooms, spinach", 6},
		{"corn tortillas, queso fresco, chorizo, onion", 2},
	} {
		rec, err := Generate(Request{Pantry: strings.Split(c.pantry, ", "), Servings: c.servings, Meal: "lunch"})
		if err != nil {
			t.Fatalf("%s: %v", c.pantry, err)
		}
		if !strings.Contains(rec.Title, "Quesadilla") {
			t.Logf("%s: %q is no quesadilla", c.pantry, rec.Title)
			continue
		}
		tortillas, filling := 0, 0.0
		for _, l := range rec.Ingredients {
			switch {
			case strings.Contains(l.Name, "tortilla"):
				tortillas = int(l.Quantity)
			case l.Category == "produce":
				filling += l.Grams / 2 // peppers, onions and greens cook down by half and more
			case l.Category != "spices-seasonings" && l.Category != "oils-vinegars" && l.Category != "herbs" && l.Name != "butter":
				filling += l.Grams
			}
		}
		if tortillas < c.servings {
			t.Errorf("%s for %d: got %d tortillas, want one a person at least", c.pantry, c.servings, tortillas)
		}
		if per := filling / float64(max(tortillas, 1)); per > 200 {
			t.Errorf("%s for %d: got %.0f g of filling in each of %d tortillas, want more tortillas\n%s", c.pantry, c.servings, per, tortillas, recipeText(rec))
		}
		lay := fmt.Sprintf("Lay the %d ", tortillas)
		if tortillas == 1 {
			lay = "cover half of it"
		}
		found := false
		for _, s := range rec.Instructions {
			found = found || strings.Contains(s.Text, lay)
			if strings.Contains(s.Text, "heat through in the sauce") {
				t.Errorf("%s: step %d stirs a food into a sauce a quesadilla has not: %q", c.pantry, s.Step, s.Text)
			}
		}
		if !found {
			t.Errorf("%s for %d: no step says %q\n%s", c.pantry, c.servings, lay, recipeText(rec))
		}
	}
}

// The checks of TestStepsKeepACooksTimes catch the faults of the cook's review, written
// out as the steps read before they were fixed.
func TestCooksTimesChecksBite(t *testing.T) {
	line := func(name, cat, prep string) RecipeLine {
		return RecipeLine{Name: name, Category: cat, Preparation: prep}
	}
	for _, c := range []struct {
		name  string
		check func(*Recipe) string
		rec   Recipe
	}{
		{"honey glaze on from the start", glazeBurns, Recipe{Ingredients: []RecipeLine{line("honey", "sweeteners", ""), line("chicken thigh", "poultry", "")},
			Instructions: []Step{{1, "Heat the oven to 220°C (425°F).", 7}, {2, "Whisk the soy sauce and honey together into a glaze.", 1},
				{3, "Toss the chicken thigh with oil, brush the chicken thigh with half the glaze and roast at 220°C (425°F) for 5 minutes.", 5},
				{4, "Add the broccoli and roast at 220°C (425°F) until done, about 20 minutes, brushing the rest of the glaze over the chicken thigh for the last 5 minutes.", 20}}}},
		{"pepper cut, never cooked", preppedNeverUsed, Recipe{Ingredients: []RecipeLine{line("red bell pepper", "produce", "sliced into strips"), line("halloumi", "dairy", "")},
			Instructions: []Step{{1, "Prep: slice the red bell pepper into strips.", 3}, {2, "Fry the halloumi until golden.", 4}}}},
		{"spices alone in the pan", spicesFriedDry, Recipe{Ingredients: []RecipeLine{line("cumin", "spices-seasonings", ""), line("onion", "produce", "diced")},
			Instructions: []Step{{1, "Heat the oil in a pan; stir in the cumin and cook for 30 seconds, until fragrant.", 1},
				{2, "Keep stirring over medium heat for 8 minutes.", 8}, {3, "Add the onion and cook until soft.", 6}}}},
		{"pasta water after the sauce", pastaWaterLate, Recipe{Ingredients: []RecipeLine{line("penne", "grains-pasta", "")},
			Instructions: []Step{{1, "Heat the oil in a large skillet and cook the bacon, about 6 minutes.", 6}, {2, "Put a large covered pot of well-salted water on high heat for the penne.", 1},
				{3, "Cook the penne in the boiling water for 9 minutes, until just tender; then drain.", 9}}}},
		{"sauce after the pasta is drained", pastaWaterLate, Recipe{Ingredients: []RecipeLine{line("penne", "grains-pasta", "")},
			Instructions: []Step{{1, "Put a large covered pot of well-salted water on high heat for the penne.", 1},
				{2, "Cook the penne in the boiling water for 9 minutes, until just tender; then drain.", 9},
				{3, "Heat the oil in a skillet and simmer the tomatoes until thick, 12 minutes.", 12}}}},
	} {
		if c.check(&c.rec) == "" {
			t.Errorf("%s: got no fault, want one", c.name)
		}
	}
}

// Eggs in a skillet hash are cracked into wells in the finished hash and set under a
// lid: never seared first, set aside and tossed back.
func TestHashCracksEggsIn(t *testing.T) {
	for _, c := range []struct {
		pantry   string
		servings int
	}{
		{"6 eggs, potatoes, onion, peppers", 3},
		{"eggs, potatoes, spinach, onion", 2},
		{"eggs, sweet potato, red pepper, onion", 4},
	} {
		rec, err := Generate(Request{Pantry: strings.Split(c.pantry, ", "), Servings: c.servings, Meal: "breakfast"})
		if err != nil {
			t.Fatalf("%s: %v", c.pantry, err)
		}
		for _, s := range rec.Instructions {
			if strings.Contains(s.Text, "cook the egg until") || strings.Contains(s.Text, "Return the egg") {
				t.Errorf("%s: %q step %d sears the eggs and tosses them back: %q", c.pantry, rec.Title, s.Step, s.Text)
			}
		}
	}
}

// A step serves once: the pita a stew needs on the side joins its "Serve in bowls".
func TestOneServeAStep(t *testing.T) {
	for in, want := range map[string]string{
		"Serve in bowls. Top with the cilantro. Serve with the pita on the side.":               "Serve in bowls, with the pita on the side. Top with the cilantro.",
		"Serve in bowls with the rice. Top with the cilantro. Serve with the pita on the side.": "Serve in bowls with the rice, and the pita on the side. Top with the cilantro.",
		"Serve at once. Top with the parsley.":                                                  "Serve at once. Top with the parsley.",
	} {
		if got := oneServe(in); got != want {
			t.Errorf("%q: got %q, want %q", in, got, want)
		}
	}
}

// Baked beans and refried beans are heated in the sauce they come in: never drained
// and rinsed like a tin of kidney beans.
func TestSaucedBeansKeepTheirSauce(t *testing.T) {
	for _, c := range []struct{ pantry, meal string }{
		{"potatoes, tin baked beans, onion, bacon", ""},
		{"baked beans, bread, cheddar", "lunch"},
		{"potatoes, baked beans, onion, sausages, peppers", "dinner"},
	} {
		rec, err := Generate(Request{Pantry: strings.Split(c.pantry, ", "), Meal: c.meal, Servings: 2})
		if err != nil {
			t.Errorf("%s: %v", c.pantry, err)
			continue
		}
		text := strings.ToLower(recipeText(rec))
		if strings.Contains(text, "baked beans, drained") || strings.Contains(text, "rinse the baked beans") {
			t.Errorf("%s: the baked beans are drained\n%s", c.pantry, recipeText(rec))
		}
	}
}
