package engine

import (
	"fmt"
	"math"
	"strings"
)

// basketRound is about what an air fryer's basket holds in one layer: 600–800 g.
const basketRound = 700

// basketLoad is the grams of the foods of g that go in the air fryer's basket.
func (d *Dish) basketLoad(g foodGroups) float64 {
	var grams float64
	for _, it := range d.Items {
		if containsString(g.protein, it.Display) || containsString(g.vegs, it.Display) || containsString(g.aromatics, it.Display) {
			grams += it.Grams
		}
	}
	return grams
}

// looseKernels takes out of g's vegetables the loose corn kernels, which fall through a
// basket's mesh, and returns them.
func (d *Dish) looseKernels(g *foodGroups) []string {
	var out, keep []string
	for _, v := range g.vegs {
		loose := false
		for _, it := range d.Items {
			if it.Display == v && it.Ingredient != nil && strings.Contains(it.Ingredient.Name, "corn") &&
				(strings.Contains(it.Preparation, "kernel") || strings.HasPrefix(it.Ingredient.Name, "frozen") || strings.HasPrefix(it.Ingredient.Name, "canned")) {
				loose = true
			}
		}
		if loose {
			out = append(out, v)
		} else {
			keep = append(keep, v)
		}
	}
	if len(out) > 0 {
		g.vegs = keep
	}
	return out
}

// airFryRounds writes the air fryer's cooking of a load past one basket: rounds of about
// basketRound grams, each timed for bite-size pieces, the cooked ones kept warm in a
// covered dish, and the minutes of all the rounds. It reports false for a load one basket holds.
func (d *Dish) airFryRounds(g foodGroups, m int, turn string) (string, int, bool) {
	load := d.basketLoad(g)
	rounds := int(math.Ceil(load / basketRound))
	if rounds < 2 {
		return "", 0, false
	}
	per := min(m, 20) // a round of 2–3 cm pieces cooks through in 18–20 minutes; 35 dries them
	if d.boneIn() {
		per = min(max(m, 22), 25)
	}
	text := fmt.Sprintf("Toss %s with the oil and seasonings. Air-fry in %d rounds of about %d g, each in a single layer, for %d minutes a round, %s, until browned and cooked through%s; keep each cooked round warm in a covered dish while the next cooks.",
		g.main(), rounds, int(math.Round(load/float64(rounds)/50)*50), per, turn, d.insideTemp())
	return text, rounds * per, true
}

// basketRounds is how many rounds the air fryer takes for the dish's food cooked dry and
// loose (not crumbed, not a whole bird): 1 where one basket holds it.
func (d *Dish) basketRounds() int {
	if d.crumbed() || d.wholeBird() {
		return 1
	}
	g := d.cookedFoods()
	d.looseKernels(&g)
	return max(1, int(math.Ceil(d.basketLoad(g)/basketRound)))
}

// seedBloom is the clause that sizzles the dish's whole seeds (cumin, mustard) in the oil
// before the onions go in, or "" where it has none.
func (d *Dish) seedBloom() string {
	var seeds []string
	for _, it := range d.Items {
		if it.Ingredient != nil && it.Ingredient.Category == "spices-seasonings" && strings.HasSuffix(it.Ingredient.Name, " seeds") {
			seeds = append(seeds, it.Display)
		}
	}
	if len(seeds) == 0 {
		return ""
	}
	return "; add the " + listNames(seeds) + " and let them sizzle until a shade darker, about 30 seconds"
}

// stepsEquipment adds to a new method's equipment the pans its steps still use beside
// it: the skillet the onions are softened in before the slow cooker, the saucepan of the
// rice cooked on the stovetop (review 32 #32).
func stepsEquipment(steps []Step, equipment []string) []string {
	has := func(words ...string) bool {
		for _, e := range equipment {
			if containsAny(strings.ToLower(e), words) {
				return true
			}
		}
		return false
	}
	equipment = equipment[:len(equipment):len(equipment)] // appends never write into a shared list
	skillet, saucepan := false, false
	for _, st := range steps {
		if !strings.Contains(st.Text, "pan") && !strings.Contains(st.Text, "skillet") && !strings.Contains(st.Text, "stovetop") {
			continue // no pan named: nothing to lower
		}
		low := strings.ToLower(st.Text)
		skillet = skillet || containsAny(low, []string{"in a hot pan", "in a pan", "a skillet", "a frying pan", "large skillet"})
		saucepan = saucepan || strings.Contains(low, "on the stovetop as the packet says")
	}
	if skillet && !has("skillet", "frying pan", "wok", "pot") {
		equipment = append(equipment, "large skillet")
	}
	if saucepan && !has("saucepan") {
		equipment = append(equipment, "saucepan with lid")
	}
	return equipment
}

// chipsInTheBasket moves the chips a fried dish roasted in the oven beside its fried food
// (fish and chips) into the air fryer too: in rounds of a basket each, before the fish,
// kept warm uncovered and crisped again together at the end; the oven is not heated. It
// returns the changes and the minutes the rounds add.
func (d *Dish) chipsInTheBasket() ([]Change, int) {
	at := -1
	for i, s := range d.Steps {
		low := d.lowOf(i, s.Text)
		if strings.Contains(low, "roast") && containsAny(low, []string{"chips", "fries", "wedges", "potato"}) && !strings.Contains(low, "air-fry") {
			at = i
			break
		}
	}
	if at < 0 {
		return nil, 0
	}
	var grams float64
	for _, it := range d.Items {
		if in := it.Ingredient; in != nil && in.Is(RoleStarch) && (strings.Contains(in.Name, "potato") || strings.Contains(in.Name, "fries")) {
			grams += it.Grams
		}
	}
	if grams == 0 {
		return nil, 0
	}
	low := lowered(d.Steps[at].Text)
	chips := "chips"
	for _, w := range []string{"fries", "wedges"} {
		if strings.Contains(low, w) {
			chips = w
		}
	}
	rounds := int(math.Ceil(grams / basketRound))
	text := fmt.Sprintf("Heat the air fryer to %s. Toss the %s with a little of the oil and a good pinch of salt and air-fry in a single layer for 18–20 minutes, shaking the basket halfway, until golden and crisp; keep them warm, uncovered.", temp(200), chips)
	if rounds > 1 {
		text = fmt.Sprintf("Heat the air fryer to %s. Toss the %s with a little of the oil and a good pinch of salt and air-fry in %d rounds of about %d g, each in a single layer, for 18–20 minutes a round, shaking the basket halfway, until golden and crisp; keep each round warm, uncovered, while the next cooks.",
			temp(200), chips, rounds, int(math.Round(grams/float64(rounds)/50)*50))
	}
	why := "the " + chips + " cook in the air fryer too, in rounds before the rest"
	changes := []Change{{From: d.Steps[at].Text, To: text, Reason: why}}
	d.Steps[at].Text, d.Steps[at].Minutes = text, 20*rounds
	for i := range d.Steps {
		if i == at {
			continue
		}
		t := dropOvenHeating(d.Steps[i].Text)
		t = replacePhrases(t, "While the "+chips+" roast, ", "While the "+chips+" cook, ", "Turn the "+chips+". ", "", " until the "+chips+" have had 15 minutes", " until the "+chips+" are done")
		if strings.HasPrefix(lowered(t), "serve ") {
			t = fmt.Sprintf("Give the %s 2 minutes together in the basket to crisp again. %s", chips, t)
		}
		if t != d.Steps[i].Text {
			changes = append(changes, Change{From: d.Steps[i].Text, To: t, Reason: why})
			d.Steps[i].Text = t
		}
	}
	return changes, 20*rounds + 2
}

// basketPieces is how many flat pieces (cutlets, chops, fillets) an ordinary air fryer
// basket holds side by side without their edges touching.
const basketPieces = 2

// flatPieces is how many whole pieces of meat or fish the dish counts ("4 chicken
// cutlets", "4 pork chops"), or 0 where it weighs its protein instead.
func (d *Dish) flatPieces() int {
	n := 0
	for _, it := range d.Items {
		if in := it.Ingredient; in != nil && it.Grams > 0 && in.Is(RoleProtein) && foodGroupsOf(in)&(1<<groupMeats|1<<groupSeafood) != 0 {
			if it.Unit != "" && it.Unit != "piece" || it.Quantity <= 0 {
				return 0
			}
			n += int(math.Ceil(it.Quantity))
		}
	}
	return n
}

// thinCuts reports whether the dish's meat is cut or pounded thin (cutlets, escalopes,
// "pounded to 1 cm"): cooked through in minutes, dry if given a thick piece's time.
func (d *Dish) thinCuts() bool {
	for _, it := range d.Items {
		if in := it.Ingredient; in != nil && it.Grams > 0 && in.Is(RoleProtein) {
			if low := lowered(it.Text); containsAny(low, []string{"cutlet", "escalope", "thin", "pounded", "scallopini", "schnitzel"}) {
				return true
			}
		}
	}
	return false
}
