package engine

import (
	"encoding/json"
	"flag"
	"fmt"
	"maps"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"testing"
)

var ops40Show = flag.String("ops40show", "", "print a review 40 operation row this lane fixes as the engine answers it now")

// ops40Body is one of review 40's operation bodies, read as the API reads it.
type ops40Body struct {
	r37Body
	Method string `json:"target_method"`
}

// ops40Run runs a review 40 row's operation with the body's own fields.
func ops40Run(t *testing.T, row string) *Transformed {
	t.Helper()
	var b ops40Body
	if err := json.Unmarshal([]byte(ops40Bodies[row]), &b); err != nil {
		t.Fatal(err)
	}
	var d Dish
	if b.Recipe == nil {
		for _, line := range b.Ingredients {
			d.Items = append(d.Items, ItemFrom(IngredientInput{Text: line}))
		}
	} else {
		d = DishFrom(*b.Recipe)
	}
	var out *Transformed
	var err error
	switch {
	case b.Method != "":
		out, err = AdaptMethod(d, b.Method)
	case b.Focus != "":
		out = Healthify(d, b.Focus)
	case b.Tone != "":
		out = RewriteTone(d, b.Tone)
	case b.Target > 0:
		out = Budgetify(d, b.Target)
	default:
		out = Enrich(d)
	}
	if err != nil {
		t.Fatal(err)
	}
	return out
}

func TestOps40Show(t *testing.T) {
	if *ops40Show == "" {
		t.Skip("no -ops40show")
	}
	out := ops40Run(t, *ops40Show)
	t.Log("\n" + transformedText(out) + "\nnote: " + out.Note + fmt.Sprintf("\nequipment: %v timing: %+v\nnutrition after: %+v", out.Equipment, out.Timing, out.NutritionAfter))
}

// A stew for eight adapted to a pressure cooker goes in a cooker big enough to keep it
// below the fill line, with the stock cut (nothing evaporates under pressure), the wine
// boiled down on the sauté setting first and the mushrooms added after the hour at
// pressure (review 40 #38).
func TestPressureCookerStewForEightFitsItsCooker(t *testing.T) {
	out := ops40Run(t, "38")
	text := transformedText(out)
	if !slices.Contains(out.Equipment, "electric pressure cooker (8 litre / quart)") {
		t.Errorf("got equipment %v, want an 8-litre pressure cooker for a stew for 8:\n%s", out.Equipment, text)
	}
	for _, l := range out.Ingredients {
		if l.Name == "beef broth" && l.Grams > 900 {
			t.Errorf("got %s, want the 5 cups of broth cut by a third under pressure", l.Text)
		}
	}
	reduced, pressured := -1, -1
	for i, s := range out.Steps {
		if strings.Contains(s.Text, "red wine") && strings.Contains(s.Text, "reduced by half") {
			reduced = i
		}
		if pressured < 0 && strings.Contains(s.Text, "HIGH pressure for 60") {
			pressured = i
			if strings.Contains(s.Text, "mushroom") {
				t.Errorf("got the mushrooms pressure-cooked for an hour: %s", s.Text)
			}
		}
	}
	if reduced < 0 || pressured < 0 || reduced > pressured {
		t.Errorf("got no wine boiled down before the lid is locked:\n%s", text)
	}
	if strings.Contains(text, "flour go in with them") || strings.Contains(text, "flour goes in with them") {
		t.Errorf("got the flour dropped loose into the pressure cooker (it scorches), want the beef tossed in it:\n%s", text)
	}
}

// A slow-cooker bolognese boils its milk and wine down in the pan first: raw wine
// never cooks off under the lid and milk left for hours turns grainy (review 40 #32).
func TestSlowCookerBologneseBoilsDownWineAndMilkFirst(t *testing.T) {
	out := ops40Run(t, "32")
	text := transformedText(out)
	pan, cooker := -1, -1
	for i, s := range out.Steps {
		if strings.Contains(s.Text, "whole milk") && strings.Contains(s.Text, "white wine") && strings.Contains(s.Text, "reduced by half") {
			pan = i
		}
		if cooker < 0 && strings.Contains(s.Text, "Cook on LOW") {
			cooker = i
			if strings.Contains(s.Text, "wine") || strings.Contains(s.Text, "milk") {
				t.Errorf("got wine or milk poured raw into the slow cooker: %s", s.Text)
			}
		}
	}
	if pan < 0 || pan > cooker {
		t.Errorf("got no pan step that boils the milk and wine down before the slow cooker:\n%s", text)
	}
	last := out.Steps[len(out.Steps)-1].Text
	if !strings.Contains(last, "toss it with the sauce") || !strings.Contains(last, "Serve with the parmesan") {
		t.Errorf("got the toss-and-serve lost, want the tagliatelle tossed with the sauce and served with the parmesan:\n%s", text)
	}
	if strings.Contains(text, "parmesan go in with them") || strings.Contains(text, "parmesan goes in with them") {
		t.Errorf("got the parmesan to serve cooked in the slow cooker:\n%s", text)
	}
	for _, l := range out.Ingredients {
		if l.Name == "parmesan to serve" || l.Known != nil && !*l.Known && strings.Contains(l.Name, "parmesan") {
			t.Errorf("got %q not a known food, want parmesan known", l.Text)
		}
	}
	for _, c := range out.Changes {
		if strings.Contains(c.From, "wine") && strings.Contains(c.Reason, "a third less") {
			t.Errorf("got the wine cut by a third and then boiled down too: %+v", c)
		}
	}
}

// cookerLitres is the largest size of the slow or pressure cooker a method names: "slow
// cooker (5–6 litre / quart)" is 6.
func cookerLitres(equipment []string) float64 {
	for _, e := range equipment {
		if !strings.Contains(e, "cooker") {
			continue
		}
		i := strings.Index(e, " litre")
		if i < 0 {
			continue
		}
		j := i
		for j > 0 && e[j-1] >= '0' && e[j-1] <= '9' {
			j--
		}
		if v, err := strconv.ParseFloat(e[j:i], 64); err == nil {
			return v
		}
	}
	return 0
}

// cookerSentenceOutside reports whether a (lowered) sentence cooks or serves beside the
// cooker: the pasta boiled as the packet says, the herbs scattered at the table.
func cookerSentenceOutside(low string) bool {
	return containsAny(low, []string{"packet says", "boiling salted water", "serve", "top with", "scatter", "garnish", "to finish", "on the side", "toast", "to soak", "bowl of"})
}

// cookerFill is what a cook would measure into the cooker from the adapted recipe: the
// grams of every ingredient a cooking sentence names, and the water it pours.
func cookerFill(out *Transformed) (ml float64, foams bool) {
	var inside, beside []string // beside: the sentences that cook a food apart, as its packet says
	for _, s := range out.Steps {
		for _, sentence := range strings.Split(s.Text, ". ") {
			if low := strings.ToLower(sentence); containsAny(low, []string{"packet says", "boiling salted water"}) {
				beside = append(beside, low)
			} else if !cookerSentenceOutside(low) {
				inside = append(inside, low)
				if i := strings.Index(low, " ml) of water"); i > 0 {
					j := i
					for j > 0 && low[j-1] >= '0' && low[j-1] <= '9' {
						j--
					}
					v, _ := strconv.ParseFloat(low[j:i], 64)
					ml += v
				}
			}
		}
	}
	for _, l := range out.Ingredients {
		if l.Grams <= 0 || strings.Contains(l.Text, "(optional)") || slices.ContainsFunc(beside, func(low string) bool { return stepNamesFood(low, l.Name) }) {
			continue // the pasta boiled beside the cooker and tossed with its sauce in a pan
		}
		for _, low := range inside {
			if stepNamesFood(low, l.Name) {
				ml += l.Grams
				foams = foams || containsAny(l.Name, []string{"lentil", "split pea", "barley", "dried bean", "dried chickpea", "dried kidney", "dal"}) || strings.HasSuffix(l.Name, "rice")
				break
			}
		}
	}
	return ml, foams
}

// Whatever a slow cooker or pressure cooker adaptation puts in the pot stays below the
// fill line of the cooker it names: two thirds full (half for a pressure cooker of what
// foams), or it refuses with the reason (review 40 #38).
func TestCookersNeverFilledPastTheirFillLine(t *testing.T) {
	var recipes []Dish
	for _, name := range slices.Sorted(maps.Keys(cookbook)) {
		recipes = append(recipes, cookbookDish(t, name))
	}
	r := rand.New(rand.NewPCG(40, 38))
	n := 400
	if testing.Short() || raceEnabled {
		n = 80
	}
	for len(recipes) < n {
		req := randomRequest(r)
		if r.IntN(3) == 0 {
			req.Servings = 8 + r.IntN(17) // the crowds whose pots fill a cooker
		}
		if rec, err := Generate(req); err == nil {
			recipes = append(recipes, roundTrip(t, rec))
		}
	}
	recipes = append(recipes, DishFrom(*ops40Recipe(t, "38")))
	checked := 0
	for _, d := range recipes {
		for _, m := range []string{"slow-cooker", "pressure-cooker"} {
			out, err := AdaptMethod(d, m)
			if err != nil {
				continue
			}
			litres := cookerLitres(out.Equipment)
			if litres == 0 {
				continue // a dry dish cooked beside, not in, a cooker
			}
			ml, foams := cookerFill(out)
			line := 2.0 / 3
			if m == "pressure-cooker" && foams {
				line = 0.5
			}
			if ml > line*litres*1000*1.1 { // a tenth for what a gram of stew takes beyond a millilitre
				t.Errorf("%s on %q: got about %.1f litres in a %v, want at most %.0f%% of it:\n%s", m, d.Name, ml/1000, out.Equipment, line*100, transformedText(out))
			}
			checked++
		}
	}
	if checked < 20 {
		t.Errorf("got %d cooker adaptations checked, want at least 20", checked)
	}
}

func ops40Recipe(t *testing.T, row string) *RecipeInput {
	t.Helper()
	var b ops40Body
	if err := json.Unmarshal([]byte(ops40Bodies[row]), &b); err != nil {
		t.Fatal(err)
	}
	return b.Recipe
}

// Low-sodium enchiladas swap the flour tortillas for as many small corn ones, warmed so
// they roll, keep the steps' cheese shares within the halved cheese, and go after the
// canned soup and the olives (review 40 #31).
func TestLowSodiumEnchiladasKeepTheirTortillaCountAndCheeseShares(t *testing.T) {
	out := ops40Run(t, "31")
	var b strings.Builder
	for _, l := range out.Ingredients {
		b.WriteString(l.Text + "\n")
	}
	for _, s := range out.Steps {
		b.WriteString(s.Text + "\n")
	}
	text := b.String()
	for _, want := range []string{"12 corn tortillas, 6 inch", "Warm the corn tortillas", "and 1/2 cup cheese", "1/4 cup black olives"} {
		if !strings.Contains(text, want) {
			t.Errorf("got no %q:\n%s", want, text)
		}
	}
	if strings.Contains(text, "8 inch") || strings.Contains(text, "1 cup cheese") {
		t.Errorf("got an 8-inch corn tortilla or a step using all the halved cheese before the topping:\n%s", text)
	}
}

// Enriching a dal makhani list knows the whole black urad dal and counts the servings
// by the dried pulses, not from the calories alone (review 40 #34).
func TestEnrichDalMakhaniWeighsEachFormItNames(t *testing.T) {
	out := ops40Run(t, "34")
	for _, l := range out.Ingredients {
		if l.Known == nil || !*l.Known {
			if l.Grams > 0 || !strings.Contains(l.Text, "salt") {
				t.Errorf("got %q unknown", l.Text)
			}
			continue
		}
		if l.Nutrition == nil {
			t.Errorf("got no nutrition for %q", l.Text)
			continue
		}
		for _, c := range []struct {
			line     string
			min, max float64
		}{{"urad dal", 600, 750}} {
			if strings.Contains(l.Text, c.line) && (l.Nutrition.Kcal < c.min || l.Nutrition.Kcal > c.max) {
				t.Errorf("got %.0f kcal for %q, want %.0f–%.0f", l.Nutrition.Kcal, l.Text, c.min, c.max)
			}
		}
	}
	if out.Servings < 4 || out.Servings > 6 {
		t.Errorf("got %d servings, want the 4–6 a cup of urad dal and a quarter cup of kidney beans make: %s", out.Servings, out.Note)
	}
}
