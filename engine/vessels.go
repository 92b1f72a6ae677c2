package engine

import (
	"fmt"
	"math"
	"strings"
)

// Vessels sized by what they hold: a 30 cm skillet tosses about three kilos of food, an
// 8-litre pot simmers about six and a half; past that the cook needs a wider, deeper
// pan, and the equipment and the steps say which. The food in each pan is read off the
// written steps, so every technique's pan is weighed the same way.

// vesselFood is a food as a pan weighs it: its name as the steps say it, and its weight
// as it sits in the pan (boiled pasta and rice weigh two to three times their dry weight).
type vesselFood struct {
	name  string
	grams float64
}

// swell is how much heavier a dry starch is once boiled; 1 for every other food.
func swell(name, category string) float64 {
	if category != "grains-pasta" || strings.Contains(name, "cooked") {
		return 1
	}
	switch {
	case strings.Contains(name, "rice") && !strings.Contains(name, "noodle") && !strings.Contains(name, "paper"):
		return 2.8
	case strings.Contains(name, "noodle") || strings.Contains(name, "pasta") || strings.Contains(name, "spaghetti") ||
		strings.Contains(name, "penne") || strings.Contains(name, "macaroni") || strings.Contains(name, "fusilli") ||
		strings.Contains(name, "linguine") || strings.Contains(name, "orzo") || strings.Contains(name, "tagliatelle") ||
		strings.Contains(name, "rigatoni") || strings.Contains(name, "fettuccine") || strings.Contains(name, "lasagne"):
		return 2.2
	case name == "couscous" || name == "quinoa" || name == "bulgur" || name == "farro" || name == "pearl barley":
		return 2.5
	}
	return 1
}

// The stove vessels a load is weighed for.
const (
	noVessel  = iota
	lastStove // "the pan", "the same pan": whichever stove vessel was last named
	panVessel
	potVessel
	otherVessel // a bowl, a plate, a baking dish, the oven: food moved there leaves the pan
)

// vesselWords are the words that name a vessel in a step, and which one.
var vesselWords = []struct {
	word string
	kind int
}{
	{"same pan", lastStove}, {"the pan", lastStove}, {"skillet", panVessel}, {"frying pan", panVessel}, {"sauté pan", panVessel},
	{"casserole", potVessel}, {"dutch oven", potVessel}, {" pot", potVessel}, {"stockpot", potVessel},
	{"baking dish", otherVessel}, {"baking sheet", otherVessel}, {"roasting tin", otherVessel}, {"bowl", otherVessel},
	{"plate", otherVessel}, {"platter", otherVessel}, {"wok", otherVessel}, {"saucepan", otherVessel}, {" tin", otherVessel},
}

// sentenceVessel is the first vessel a sentence names, and whether food is put into it
// there ("tip into the baking dish", "add ... to the skillet") rather than cooked in it.
func sentenceVessel(low string) (kind int, into bool) {
	at := len(low)
	for _, v := range vesselWords {
		if i := wordAt(low, v.word); i >= 0 && i < at {
			at, kind = i, v.kind
		}
	}
	if kind == noVessel {
		return noVessel, false
	}
	before := low[max(0, at-16):at]
	return kind, strings.Contains(before, "into ") || strings.Contains(before, "onto ") || strings.Contains(before, " to ") ||
		strings.Contains(before, "between ")
}

// skipsVessel reports whether a sentence is no pan's cooking: the pasta water, the
// prep, the serving, what happens meanwhile.
func skipsVessel(low string) bool {
	for _, w := range [...]string{"boiling water", "salted water", "kettle", "prep:", "serve", "top with", "to finish",
		"start the", "gather and measure", "spoon into bowls", "heat the oven", "chop the", "slice the", "dice the",
		"dressing", "whisk", "divide", "among", "fill the", "lay the", "arrange", "cut into", "beat the", "plate the",
		"as the packet says"} {
		if strings.Contains(low, w) {
			return true
		}
	}
	return false
}

// vesselLoads weighs the food each stove vessel holds at its fullest: every food a
// sentence cooks in the pan (or the pot) counts once, a food cooked there in batches
// counts a batch's worth until it goes back in whole.
func vesselLoads(steps []string, foods []vesselFood) (pan, pot float64) {
	var in [potVessel + 1]map[int]float64
	in[panVessel], in[potVessel] = map[int]float64{}, map[int]float64{}
	cur, stove := noVessel, noVessel
	for _, s := range steps {
		low := lowered(s)
		share := 1.0 // a step that cooks in batches or rounds has a batch in the pan at once
		if n := batchCount(low); n > 1 {
			share = 1 / float64(n)
		}
		for _, sent := range strings.Split(low, ". ") {
			if i := strings.Index(sent, "meanwhile"); i >= 0 {
				sent = sent[:i]
			}
			if sent == "" || skipsVessel(sent) {
				continue
			}
			kind, into := sentenceVessel(sent)
			if kind == lastStove {
				kind = stove
			}
			where := kind
			if kind == noVessel || into && cur != noVessel && kind == otherVessel {
				where = cur
			}
			if where == panVessel || where == potVessel {
				for f, food := range foods {
					if food.grams > 0 && share > in[where][f] && (strings.Contains(sent, food.name) || strings.Contains(sent, singularName(food.name))) {
						in[where][f] = share
					}
				}
			}
			if kind == panVessel || kind == potVessel {
				stove = kind
			}
			if kind != noVessel && !(into && strings.Contains(sent, "move to")) {
				cur = kind // food moved to a plate or bowl comes back to the same pan
			}
		}
	}
	for f, share := range in[panVessel] {
		pan += share * foods[f].grams
	}
	for f, share := range in[potVessel] {
		pot += share * foods[f].grams
	}
	return pan, pot
}

// batchCount is the N of "in N batches" or "N batches" in a sentence; 0 when none.
func batchCount(low string) int {
	i := strings.Index(low, " batches")
	if i < 0 {
		i = strings.Index(low, " rounds")
	}
	if i < 0 {
		return 0
	}
	j := i
	for j > 0 && low[j-1] >= '0' && low[j-1] <= '9' {
		j--
	}
	n := 0
	for _, c := range low[j:i] {
		n = n*10 + int(c-'0')
	}
	if n == 0 {
		return 2 // "in batches"
	}
	return n
}

// A vessel size: what it holds, as the equipment lists it and as a step names it.
type vesselSize struct {
	holds     float64 // grams of food it cooks at once
	equipment string
	a, the    string // "a wide casserole (Dutch oven)", "the casserole"
}

// panSizes are the pans a sauté or a pasta toss moves up to; the first is the skillet.
var panSizes = []vesselSize{
	{3000, "30 cm (12 in) skillet", "a large skillet", "the skillet"},
	{6000, "wide casserole (Dutch oven), 7 L / 7 qt", "a wide casserole (Dutch oven)", "the casserole"},
	{12000, "wide stockpot (16 L / 16 qt)", "a wide stockpot", "the stockpot"},
}

// potSizes are the pots a soup, curry or stew moves up to.
var potSizes = []vesselSize{
	{6500, "large pot (8 L / 8 qt)", "", ""},
	{10000, "large stockpot (12 L / 12 qt)", "", ""},
	{13000, "large stockpot (16 L / 16 qt)", "", ""},
	{16500, "large stockpot (20 L / 20 qt)", "", ""},
}

// sizeFor is the smallest size that holds grams, or the largest.
func sizeFor(sizes []vesselSize, grams float64) vesselSize {
	for _, s := range sizes {
		if grams <= s.holds {
			return s
		}
	}
	return sizes[len(sizes)-1]
}

// vesselFoods are the dish's parts as the pans weigh them.
func (d *dish) vesselFoods() []vesselFood {
	var out []vesselFood
	for p := range d.eachPart {
		out = append(out, vesselFood{lowered(p.name()), p.grams * swell(p.name(), p.in.Category)})
	}
	return out
}

// fitVessels sizes the pans of a big batch by the food they hold: the pasta water, the
// skillet that becomes a casserole, the pot that becomes a stockpot, and the steps that
// name one dish of several.
func (d *dish) fitVessels() {
	if d.servings <= 6 {
		return // four to six servings fit the pans every technique names
	}
	pastaLine := d.fitPastaPots()
	d.fitRicePan()
	pan, pot := vesselLoads(d.stepTexts(), d.vesselFoods())
	wok := false
	for _, e := range d.equipment {
		wok = wok || strings.Contains(e, "wok")
	}
	if size := sizeFor(panSizes, pan); !wok && size.holds > panSizes[0].holds {
		d.growPan(size)
	}
	if size := sizeFor(potSizes, pot); size.holds > potSizes[0].holds {
		for i, e := range d.equipment {
			if i == pastaLine || !strings.Contains(e, "pot") && !strings.Contains(e, "Dutch oven") || strings.Contains(e, "pots") {
				continue
			}
			if strings.Contains(e, "lid") {
				d.equipment[i] = size.equipment + " with lid"
			} else {
				d.equipment[i] = size.equipment
			}
			break
		}
	}
	d.agreeCounts()
}

// stepTexts are the steps' texts.
func (d *dish) stepTexts() []string {
	out := make([]string, len(d.steps))
	for i, s := range d.steps {
		out[i] = s.Text
	}
	return out
}

// growPan trades the skillet for a pan that holds the batch, in the steps and the
// equipment.
func (d *dish) growPan(size vesselSize) {
	for i := range d.steps {
		t := d.steps[i].Text
		for _, a := range [...]string{"a large nonstick skillet", "a large ovenproof skillet", "a large heavy skillet", "a large skillet", "a 30 cm (12 in) skillet", "a skillet"} {
			t = strings.ReplaceAll(t, a, size.a)
		}
		t = strings.ReplaceAll(t, "the same skillet", "the same "+strings.TrimPrefix(size.the, "the "))
		t = strings.ReplaceAll(t, "the skillet", size.the)
		t = strings.ReplaceAll(t, "The skillet", "T"+size.the[1:])
		t = strings.ReplaceAll(t, "small skillet", "small \x00")
		t = strings.ReplaceAll(t, "small dry skillet", "small dry \x00")
		t = strings.ReplaceAll(t, "skillet", strings.TrimPrefix(size.the, "the ")) // "a cold, dry heavy skillet"
		t = strings.ReplaceAll(t, "\x00", "skillet")
		d.steps[i].Text = t
	}
	for i, e := range d.equipment {
		if !strings.Contains(e, "skillet") || strings.Contains(e, "small") || strings.Contains(e, "wok") {
			continue
		}
		if strings.Contains(e, "lid") {
			d.equipment[i] = size.equipment + " with lid"
		} else {
			d.equipment[i] = size.equipment
		}
	}
}

// pastaWater is the litres of water a cook boils dry pasta in: a litre to each 100 g,
// never less than a pot's worth for four.
func pastaWater(grams float64) float64 {
	return max(3.5, grams/100)
}

// pastaPots is how many pots the pasta water takes, and each one's size: an 8-litre pot
// holds six litres at a rolling boil; past twelve litres two stockpots.
func pastaPots(litres float64) (pots int, size string) {
	switch {
	case litres <= 6:
		return 1, "large pot (8 L / 8 qt)"
	case litres <= 12:
		return 2, "large pots (8 L / 8 qt)"
	}
	return 2, "large stockpots (16 L / 16 qt)"
}

// pastaBoilMinutes is how long a covered pot of litres of water takes to come to the
// boil on a strong burner.
func pastaBoilMinutes(litres float64) int {
	return int(math.Ceil(2.4 * litres))
}

// boiledPasta is the dish's pasta or noodles boiled in a pot of water, or nil.
func (d *dish) boiledPasta() *part {
	s := d.starch
	if s == nil || swell(s.name(), s.in.Category) != 2.2 {
		return nil
	}
	for _, st := range d.steps {
		if strings.Contains(st.Text, "pot of "+boilingWater(s.name())) || strings.Contains(st.Text, "pot of well-salted water") {
			return s
		}
	}
	return nil
}

// fitPastaPots writes a big batch's pasta water into two pots when one cannot hold it:
// the water step, the cooking step and the equipment say so. It returns the index of
// the pasta's equipment line, or -1.
func (d *dish) fitPastaPots() int {
	s := d.boiledPasta()
	if s == nil {
		return -1
	}
	litres := pastaWater(s.grams)
	pots, size := pastaPots(litres)
	if pots == 1 {
		return -1
	}
	each := int(math.Round(litres / float64(pots)))
	n := s.name()
	for i := range d.steps {
		t := d.steps[i].Text
		for _, a := range [...]string{"a large covered pot of ", "a large pot of "} {
			if j := strings.Index(t, a); j >= 0 {
				water := boilingWater(n)
				t = strings.Replace(t, a+water, fmt.Sprintf("%d %s of %s (about %d litres in each)", pots, plural(strings.TrimSuffix(a[2:], " of ")), water, each), 1)
			}
		}
		t = strings.Replace(t, "the "+n+" in the boiling water", "the "+n+" in the boiling water, half in each pot,", 1)
		d.steps[i].Text = t
	}
	for i, e := range d.equipment {
		if strings.HasPrefix(e, "large pot") || strings.HasPrefix(e, "large stockpot (8 L") {
			d.equipment[i] = fmt.Sprintf("%d %s", pots, size)
			return i
		}
	}
	d.equipment = append(d.equipment, fmt.Sprintf("%d %s", pots, size))
	return len(d.equipment) - 1
}

// countedVessels are the oven vessels a big batch is divided between; a step that says
// "the baking dish" when the cook has three is a step the cook cannot follow.
var countedVessels = []string{"baking dish", "baking sheet", "roasting tin", "loaf tin", "cake tin", "pie dish", "muffin tin", "gratin dish"}

// agreeCounts makes the steps say how many of a vessel the equipment lists: "divide
// between the 3 baking dishes", "the baking sheets".
func (d *dish) agreeCounts() {
	for _, e := range d.equipment {
		n := 0
		i := 0
		for i < len(e) && e[i] >= '0' && e[i] <= '9' {
			n = n*10 + int(e[i]-'0')
			i++
		}
		if n < 2 {
			continue
		}
		for _, v := range countedVessels {
			if strings.Contains(e, plural(v)) {
				d.divideBetween(v, n)
			}
		}
	}
}

// divideBetween rewrites the steps' one vessel v as the n the cook has.
func (d *dish) divideBetween(v string, n int) {
	many := fmt.Sprintf("the %d %s", n, plural(v))
	for i := range d.steps {
		t := d.steps[i].Text
		if !strings.Contains(t, v) {
			continue
		}
		for _, verb := range [...]string{"tip", "pour", "spoon", "scrape", "transfer", "turn", "spread", "tipped", "poured", "spread it"} {
			for _, prep := range [...]string{" into ", " in ", " onto ", " to "} {
				for _, art := range [...]string{"the ", "a "} {
					t = replaceEnding(t, verb+prep+art+v, "divide between "+many)
				}
			}
		}
		for _, prep := range [...]string{"into ", "in ", "onto ", "on ", "over "} {
			for _, art := range [...]string{"the ", "a "} {
				t = replaceEnding(t, prep+art+v, prep+many)
			}
		}
		t = replaceEnding(t, "the "+v, "the "+plural(v))
		t = replaceEnding(t, "a "+v, many)
		t = replaceEnding(t, "A "+v, "The "+many[4:])
		t = replaceEnding(t, "The "+v, "The "+plural(v))
		d.steps[i].Text = t
	}
}

// replaceEnding replaces old in s where it ends a word: "the baking dish" but not in "the
// baking dishes".
func replaceEnding(s, old, new string) string {
	var b strings.Builder
	for {
		i := strings.Index(s, old)
		if i < 0 {
			break
		}
		end := i + len(old)
		if end < len(s) && isWordByte(s[end]) || i > 0 && isWordByte(s[i-1]) {
			b.WriteString(s[:end])
			s = s[end:]
			continue
		}
		b.WriteString(s[:i])
		b.WriteString(new)
		s = s[end:]
	}
	if b.Len() == 0 {
		return s
	}
	b.WriteString(s)
	return b.String()
}

// batchGrams is the weight of everything in the dish.
func (d *dish) batchGrams() float64 {
	g := 0.0
	for p := range d.eachPart {
		g += p.grams
	}
	return g
}

// wordAt is the index of w in s where it ends a word (" pot" but not " potato";
// "bowl" and "bowls"), or -1.
func wordAt(s, w string) int {
	for i := 0; ; {
		j := strings.Index(s[i:], w)
		if j < 0 {
			return -1
		}
		end := i + j + len(w)
		if end == len(s) || !isWordByte(s[end]) || s[end] == 's' && (end+1 == len(s) || !isWordByte(s[end+1])) {
			return i + j
		}
		i = end
	}
}

// potBatches is how many rounds a wide pot colours pieces of meat in: about 1.2 kg at
// once, one layer over the base of a 7-litre casserole.
func potBatches(grams float64) int {
	return max(1, int(math.Ceil(grams/1200)))
}

// sheetsUsed is how many baking sheets the steps use: the most they count ("line 2
// baking sheets"), one where they only ever name one (a galette for six bakes on a
// single sheet, not the two its servings would suggest), else byServings.
func (d *dish) sheetsUsed(byServings int) int {
	one, many, counted := false, false, 0
	for _, s := range d.steps {
		t := s.Text
		if !strings.Contains(t, "sheet") {
			continue
		}
		for _, w := range [...]string{" baking sheets", " rimmed baking sheets", " sheets"} {
			for i := 0; ; {
				j := strings.Index(t[i:], w)
				if j < 0 {
					break
				}
				k := i + j
				n := 0
				for b, m := k, 1; b > 0 && t[b-1] >= '0' && t[b-1] <= '9'; b, m = b-1, m*10 {
					n += int(t[b-1]-'0') * m
				}
				counted = max(counted, n)
				i = k + len(w)
			}
		}
		many = many || strings.Contains(t, "sheets")
		one = one || strings.Contains(t, "a baking sheet") || strings.Contains(t, "the baking sheet") || strings.Contains(t, "the sheet") || strings.Contains(t, "a rimmed baking sheet")
	}
	switch {
	case counted > 0:
		return counted
	case many:
		return byServings
	case one:
		return 1
	}
	return byServings
}

// riceSheetGrams is the cooked rice a baking sheet spreads thin enough to steam dry.
const riceSheetGrams = 1500

// riceSheets is where a fried rice's cooked rice cools: "on a baking sheet" for four,
// divided between as many sheets as hold it for a crowd (five kilos of rice for two
// dozen is four sheets), listed in the equipment.
func (d *dish) riceSheets() string {
	s := d.starch
	n := int(math.Ceil(s.grams * swell(s.name(), s.in.Category) / riceSheetGrams))
	if n <= 1 {
		return "on a baking sheet"
	}
	for i, e := range d.equipment {
		if e == "baking sheet" {
			d.equipment[i] = fmt.Sprintf("%d baking sheets", n)
		}
	}
	return fmt.Sprintf("between %d baking sheets", n)
}

// fitRicePan sizes the covered pan a big batch's rice simmers in by the rice it holds
// once cooked: a saucepan holds rice for six, five kilos of cooked rice for two dozen
// want an 8-litre pot.
func (d *dish) fitRicePan() {
	s := d.starch
	if s == nil || swell(s.name(), s.in.Category) != 2.8 {
		return
	}
	cooked := s.grams * 2.8
	size := ""
	switch {
	case cooked > 3000:
		size = "large pot (8 L / 8 qt) with lid"
	case cooked > 1500:
		size = "large saucepan with lid"
	default:
		return
	}
	for i, e := range d.equipment {
		if e == "saucepan with lid" || e == "medium saucepan with lid" || e == "large saucepan with lid" && size != e {
			d.equipment[i] = size
			return
		}
	}
}

// sizedEquipment is an adapted recipe's equipment with its pot sized by what the steps
// put in it: a curry for two dozen moved to the oven wants a 16-litre ovenproof pot,
// not "a Dutch oven".
func (d *Dish) sizedEquipment(eq []string) []string {
	if d.Servings <= 6 {
		return eq
	}
	foods := make([]vesselFood, 0, len(d.Items))
	for _, it := range d.Items {
		cat := ""
		if it.Ingredient != nil {
			cat = it.Ingredient.Category
		}
		foods = append(foods, vesselFood{lowered(it.Name), it.Grams * swell(lowered(it.Name), cat)})
	}
	texts := make([]string, len(d.Steps))
	for i, s := range d.Steps {
		texts[i] = s.Text
	}
	_, pot := vesselLoads(texts, foods)
	size := sizeFor(potSizes, pot)
	if size.holds <= potSizes[0].holds {
		return eq
	}
	out := append([]string(nil), eq...)
	for i, e := range out {
		if strings.Contains(e, "pots") || !strings.Contains(e, "pot") && !strings.Contains(e, "Dutch oven") {
			continue
		}
		name := size.equipment
		if strings.Contains(e, "ovenproof") || strings.Contains(e, "Dutch oven") {
			name = strings.Replace(name, "large stockpot", "large ovenproof stockpot", 1)
		}
		if strings.Contains(e, "lid") {
			name += " with lid"
		}
		out[i] = name
		break
	}
	return out
}

// singularName is a food's name as a step says one of it: "potatoes" cooks as "the
// potato", "onions" as "the onion".
func singularName(name string) string {
	switch {
	case strings.HasSuffix(name, "oes"), strings.HasSuffix(name, "ches"), strings.HasSuffix(name, "shes"):
		return name[:len(name)-2]
	case strings.HasSuffix(name, "s") && !strings.HasSuffix(name, "ss") && len(name) > 3:
		return name[:len(name)-1]
	}
	return name
}
