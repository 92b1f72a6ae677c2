package engine

import "math/bits"

// The dish's foods in groups (its protein, meats, vegetables, starch, liquids), read
// from its items and steps, and the phrases a new method's steps name them by.

// cookedFoods names the dish's foods in groups for the new steps.
type foodGroups struct {
	protein, vegs, starch, liquids []string
	meats                          []string // raw meat and poultry: what a wet method browns first
	aromatics                      []string // onions, garlic, ginger, chiles: browned with them
	seafood                        []string // fish and shellfish: in a wet dish, added at the end
	tender                         []string // greens, sprouts, peas: a slow cooker's last 30 minutes
	late                           []string // sturdy vegetables the old steps put in late: a slow cooker's last 1 1/2 hours
	water                          float64  // ml of water a slow cooker gets beside the listed liquids
	raised                         bool     // the water was raised so the liquid comes part way up the food
	coated                         bool     // a dry dish's food is crumbed or coated before it cooks: it is laid in, never tossed
	inDish                         bool     // a dry dish's food is laid in a baking dish before it cooks
}

// tenderVegetables cook in minutes and go to mush over a slow cooker's hours.
var tenderVegetables = map[string]bool{"spinach": true, "kale": true, "swiss chard": true, "bean sprouts": true, "frozen peas": true,
	"snow peas": true, "zucchini": true, "yellow squash": true, "asparagus": true, "arugula": true, "bok choy": true,
	"napa cabbage": true, "frozen spinach": true, "watercress": true, "frozen corn": true, "cherry tomato": true,
	"red bell pepper": true, "green bell pepper": true, "mixed greens": true, "collard greens": true}

func (d *Dish) cookedFoods() foodGroups {
	// Two passes: which groups each item joins, then one array holding every group.
	var memo [32]uint8
	marks := memo[:0]
	if len(d.Items) > len(memo) {
		marks = make([]uint8, 0, len(d.Items))
	}
	var counts [foodGroupCount]int
	for _, it := range d.Items {
		m := foodGroupsOf(it.Ingredient)
		marks = append(marks, m)
		for b := m; b != 0; b &= b - 1 {
			counts[bits.TrailingZeros8(b)]++
		}
	}
	groups := carveGroups(counts)
	for i, it := range d.Items {
		for b := marks[i]; b != 0; b &= b - 1 {
			k := bits.TrailingZeros8(b)
			groups[k] = append(groups[k], it.Display)
		}
	}
	return groupsFrom(groups)
}

// The groups of foodGroups, as bits of foodGroupsOf and indexes of carveGroups.
const (
	groupProtein = iota
	groupMeats
	groupSeafood
	groupLiquids
	groupStarch
	groupAromatics
	groupVegs
	groupTender
	foodGroupCount
)

// foodGroupsOf is the groups (a bit each) a food joins in cookedFoods.
func foodGroupsOf(in *Ingredient) uint8 {
	if in != nil && in.id < len(tableFoodGroups) && table[in.id] == in {
		return tableFoodGroups[in.id]
	}
	return foodGroupsFor(in)
}

// tableFoodGroups is foodGroupsFor of each food of the table, by id: read once.
var tableFoodGroups = func() []uint8 {
	out := make([]uint8, len(table))
	for id, in := range table {
		out[id] = foodGroupsFor(in)
	}
	return out
}()

// foodGroupsFor is foodGroupsOf worked out.
func foodGroupsFor(in *Ingredient) uint8 {
	if in == nil || in.Category == "spices-seasonings" || in.Category == "herbs" {
		return 0
	}
	var m uint8
	switch {
	case in.Is(RoleProtein) && (in.Category == "meat" || in.Category == "poultry" || in.Category == "seafood" || in.Category == "legumes" || in.Category == "eggs" || in.Name == "paneer"):
		m |= 1 << groupProtein
		if (in.Category == "meat" || in.Category == "poultry") && !cookedAlready(in) && in.Name != "ham" && in.Name != "spam" {
			m |= 1 << groupMeats
		}
		if in.Category == "seafood" && !cookedAlready(in) {
			m |= 1 << groupSeafood
		}
	case in.Is(RoleLiquid) && in.Category != "produce", in.Name == "kombu":
		// Kombu is steeped for the broth: it goes in with the liquid.
		m |= 1 << groupLiquids
	case in.Is(RoleStarch) && in.Category == "grains-pasta":
		// Only a grain or pasta is cooked as its packet says; flour thickens, bread and
		// tortillas are served, and frozen peas or corn are vegetables in the pot.
		m |= 1 << groupStarch
	case onionFamily[in.Name]:
		m |= 1 << groupAromatics
	case in.Is(RoleVegetable):
		m |= 1 << groupVegs
		if tenderVegetables[in.Name] {
			m |= 1 << groupTender
		}
	}
	return m
}

// carveGroups cuts one array into empty groups with room for counts names each (nil
// for none), so filling them allocates once.
func carveGroups(counts [foodGroupCount]int) [foodGroupCount][]string {
	var groups [foodGroupCount][]string
	total := 0
	for _, n := range counts {
		total += n
	}
	if total == 0 {
		return groups
	}
	buf := make([]string, total)
	at := 0
	for k, n := range counts {
		if n > 0 {
			groups[k] = buf[at : at : at+n]
			at += n
		}
	}
	return groups
}

func groupsFrom(g [foodGroupCount][]string) foodGroups {
	return foodGroups{protein: g[groupProtein], meats: g[groupMeats], seafood: g[groupSeafood], liquids: g[groupLiquids],
		starch: g[groupStarch], aromatics: g[groupAromatics], vegs: g[groupVegs], tender: g[groupTender]}
}

func (g foodGroups) groups() [foodGroupCount][]string {
	return [foodGroupCount][]string{groupProtein: g.protein, groupMeats: g.meats, groupSeafood: g.seafood, groupLiquids: g.liquids,
		groupStarch: g.starch, groupAromatics: g.aromatics, groupVegs: g.vegs, groupTender: g.tender}
}

// cookedFoodsIn groups the foods the new steps cook: in a dry dish those the moved
// steps named; in a wet one all but those only a step that stays adds. all is
// d.cookedFoods(); movedText and keptText are the steps' text, read with the dish's
// names.
func (d *Dish) cookedFoodsIn(all foodGroups, movedText, keptText *stepText, kind string) (foodGroups, []bool) {
	keep := make([]string, 0, len(d.Items))
	used := make([]bool, len(d.Items))
	for i, it := range d.Items {
		in := d.mentionsIn(i, movedText)
		out := !in && d.mentionsIn(i, keptText) // what the moved steps use is used and kept either way
		used[i] = in || out
		if in || kind == "wet" && !out {
			keep = append(keep, it.Display)
		}
	}
	from := all.groups()
	var counts [foodGroupCount]int
	for k, names := range from {
		for _, n := range names {
			if containsString(keep, n) {
				counts[k]++
			}
		}
	}
	groups := carveGroups(counts)
	for k, names := range from {
		for _, n := range names {
			if containsString(keep, n) {
				groups[k] = append(groups[k], n)
			}
		}
	}
	return groupsFrom(groups), used
}

// main names the foods a dry method cooks: the protein and vegetables with the onion
// or garlic the old steps softened beside them.
func (g foodGroups) main() string {
	all := append(append(append([]string{}, g.protein...), g.vegs...), g.aromatics...)
	if len(all) == 0 {
		return "the food"
	}
	return "the " + listNames(all)
}

// browned names what a wet method browns before the liquid goes in: the raw meat, or
// else the vegetables (beans and fish are not browned for a stew).
func (g foodGroups) browned() string {
	if foods := g.brownedFoods(); len(foods) > 0 {
		if len(g.aromatics) > 0 && len(g.meats) == 0 {
			return "the " + listNames(foods) + " with the " + listNames(g.aromatics)
		}
		return "the " + listNames(foods)
	}
	if len(g.aromatics) > 0 {
		return "the " + listNames(g.aromatics)
	}
	return "the aromatics"
}

// brownTail is what follows the meat's browning for the aromatics: garlic burns in 8
// minutes of searing, so it goes in for the last minute, and an onion softens in the
// same fat after the meat comes out. It is "" where no meat is browned, as browned()
// then names the aromatics with the vegetables; minutes are what it adds to the step.
func (g foodGroups) brownTail() (text string, minutes int) {
	if len(g.meats) == 0 || len(g.aromatics) == 0 {
		return "", 0
	}
	var slow, quick []string
	for _, a := range g.aromatics {
		if in := ParseLine(a).Ingredient; in != nil && slowAromatics[in.Name] {
			slow = append(slow, a)
		} else {
			quick = append(quick, a)
		}
	}
	switch {
	case len(slow) == 0:
		return ", adding the " + listNames(quick) + " for the last minute", 0
	case len(quick) == 0:
		return ", then lift it out and soften the " + listNames(slow) + " in the same fat for 5 minutes", 5
	}
	return ", then lift it out and soften the " + listNames(slow) + " in the same fat for 5 minutes, adding the " + listNames(quick) + " for the last minute", 5
}

// brownedFoods are the raw meat, or else the vegetables.
func (g foodGroups) brownedFoods() []string {
	if len(g.meats) > 0 {
		return g.meats
	}
	return g.vegs
}

// roundUp5 rounds minutes up to the next 5, as recipes write them.
func roundUp5(m int) int { return (m + 4) / 5 * 5 }

// withRest is liquids plus whatever browned() left out: "the kidney beans and the crushed
// tomatoes".
func (g foodGroups) withRest(liquids string) string {
	browned := g.brownedFoods()
	var rest []string
	for _, f := range append(append([]string{}, g.protein...), g.vegs...) {
		if !containsString(browned, f) && !containsString(g.seafood, f) {
			rest = append(rest, f)
		}
	}
	if len(rest) == 0 {
		return liquids
	}
	return "the " + listNames(rest) + " with " + liquids
}

// lateMinutes is how long the sturdy vegetables a long braise takes late cook in it.
const lateMinutes = 45

// lateSplit parts a braise of m minutes that the old steps added sturdy vegetables to
// late (a pot roast's carrots and potatoes): first is what goes in at the start, late
// names the vegetables that go in for the last 45 minutes ("" when the braise is short
// or nothing went in late), or they turn to mush.
func (g foodGroups) lateSplit(m int) (first foodGroups, late string) {
	if len(g.late) == 0 || m < 90 || len(g.meats) == 0 {
		return g, ""
	}
	first = g
	first.vegs = nil
	for _, v := range g.vegs {
		if !containsString(g.late, v) {
			first.vegs = append(first.vegs, v)
		}
	}
	return first, listNames(g.late)
}

// withoutTender is the groups without the tender vegetables.
func (g foodGroups) withoutTender() foodGroups {
	out := g
	out.vegs = nil
	for _, v := range g.vegs {
		if !containsString(g.tender, v) {
			out.vegs = append(out.vegs, v)
		}
	}
	return out
}

// everything names what goes into the pot at the start: the aromatics, protein and
// sturdy vegetables.
func (g foodGroups) everything() string {
	all := append(append(append([]string{}, g.aromatics...), g.protein...), g.vegs...)
	if len(all) == 0 {
		return "everything"
	}
	return "the " + listNames(all)
}

// withAll is every protein and vegetable of the pot with the liquids: "the chicken
// thighs with the diced tomatoes and coconut milk".
func (g foodGroups) withAll(liquids string) string {
	foods := append(append([]string{}, g.protein...), g.vegs...)
	if len(foods) == 0 {
		return liquids
	}
	return "the " + listNames(foods) + " with " + liquids
}
