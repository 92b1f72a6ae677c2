package engine

import "strings"

// A low-fat or low-calorie dish cuts the butter it works as butter (mashed in, creamed
// into a bake, rubbed over a bird) rather than swapping it for oil, which is all fat too
// and cannot do its job: a mash keeps a quarter of it and takes more of its warm milk or
// stock instead, a bake keeps three quarters (the crumb needs the rest), and a rub keeps
// half. Butter that only fries is swapped for olive oil as before.

// cutButters are the solid fats a lighter dish cuts.
var cutButters = map[string]bool{"butter": true, "unsalted butter": true, "ghee": true}

// mashLiquids are the foods a mash is loosened with, in the order one is chosen.
var mashLiquids = []string{"skim milk", "milk", "buttermilk", "chicken broth", "vegetable broth", "greek yogurt", "yogurt"}

// butterWorked reports whether butter line i is worked as butter, not only heated to fry in.
func (d *Dish) butterWorked(i int) bool {
	if strings.HasPrefix(d.useOf([]int{i}), useBake) || d.mashes() || d.butterSauce() || d.rouxFlour(i) > 0 {
		return true
	}
	names := d.itemNames(i)
	for si, s := range d.Steps {
		low := d.lowOf(si, s.Text)
		for _, n := range names {
			if strings.Contains(low, n) && hasWord(low, []string{"rub", "spread", "dot", "cream", "beat", "brush", "smear"}) {
				return true
			}
		}
	}
	return false
}

// butterCut is how much of butter line i a lighter dish keeps, the line that makes up the
// moisture it took (-1 when none), and why.
func (d *Dish) butterCut(i int) (keep float64, liquid int, why string) {
	if strings.HasPrefix(d.useOf([]int{i}), useBake) {
		return 0.75, -1, "a quarter less butter still holds the crumb; the bake is a little less rich"
	}
	if d.butterSauce() {
		return 0.75, -1, "the yolks still hold a quarter less butter in a thick sauce; spoon it on a little more thinly"
	}
	if flour := d.rouxFlour(i); flour > 0 && d.Items[i].Grams > 0 {
		// Oil in a roux is as much fat; less butter, two parts to three of flour, still
		// cooks the flour smooth.
		keep := min(max(flour*2/3/d.Items[i].Grams, 0.5), 0.9)
		return keep, -1, "a roux still cooks its flour smooth in less butter, two parts to three of flour; the lighter milk and cheese take out the rest"
	}
	if d.mashes() {
		for _, name := range mashLiquids {
			for j, it := range d.Items {
				if j != i && it.Ingredient != nil && it.Ingredient.Name == name && it.Grams > 0 {
					return 0.25, j, "a quarter of the butter still flavours the mash; more of the " + it.Display + " keeps it soft and creamy"
				}
			}
		}
		return 0.5, -1, "half the butter still flavours the mash"
	}
	if d.crumbs(i) {
		return 0.5, -1, "half the butter still crisps the crumbs"
	}
	return 0.5, -1, "half the butter still flavours and browns it"
}

// crumbs reports whether a step tosses butter line i with crumbs for a topping.
func (d *Dish) crumbs(i int) bool {
	names := d.itemNames(i)
	for _, s := range d.Steps {
		low := lowered(s.Text)
		if containsAny(low, []string{"panko", "breadcrumb", "crumbs", "crumb topping"}) && containsAny(low, names) {
			return true
		}
	}
	return false
}

// mashes reports whether the dish is a mash: a step mashes a starchy vegetable it holds.
func (d *Dish) mashes() bool {
	mashable := false // the cheaper half first: a dish with nothing to mash does not read its steps
	for _, it := range d.Items {
		if in := it.Ingredient; in != nil && in.Category == "produce" && (in.Is(RoleStarch) || in.Is(RoleVegetable)) {
			mashable = true
			break
		}
	}
	if !mashable {
		return false
	}
	for _, s := range d.Steps {
		if mashSet.has(s.Text) {
			return true
		}
	}
	return false
}

// mashSet is hasWord's set of the word mashes looks for.
var mashSet = newPrefixSet([]string{"mash"})

// cutButter cuts butter line i for focus and makes up a mash's moisture; it returns the changes.
func (d *Dish) cutButter(i int, focus string) []Change {
	keep, liquid, why := d.butterCut(i)
	removed := d.Items[i].Grams
	c := d.scaleItem(i, keep)
	if it := d.Items[i]; it.Grams > removed*keep*1.25 {
		// A cup measure rounds no lower than a quarter cup: the spoons measure what is kept.
		p := &part{in: it.Ingredient, grams: removed * keep, prep: it.Preparation, role: RoleFat}
		it.Quantity, it.Unit, it.Grams = p.measure()
		it.Text = it.relined()
		d.Items[i] = it
		c.To = it.Text
	}
	removed -= d.Items[i].Grams
	c.Reason = focus + ": " + why
	changes := []Change{c}
	if liquid >= 0 && removed > 0 && d.Items[liquid].Grams > 0 {
		// The butter's volume comes back as the liquid, so the mash is as soft as before.
		l := d.scaleItem(liquid, (d.Items[liquid].Grams+removed)/d.Items[liquid].Grams)
		if l.From != l.To {
			l.Reason = focus + ": more " + d.Items[liquid].Display + " in place of the butter taken out"
			changes = append(changes, l)
		}
	}
	return changes
}

// rouxFlour is the grams of flour butter line i is cooked into for a roux or a
// béchamel, or 0 where it is not.
func (d *Dish) rouxFlour(i int) float64 {
	names := d.itemNames(i)
	// Of two lines of the same butter (the roux's and the crumb's), the roux is the one
	// whose amount its step states: "melt 6 tbsp butter, whisk in flour" is not the 2 tbsp
	// melted for the panko (review 43 #36).
	amount := ""
	for j, it := range d.Items {
		if j != i && it.Ingredient != nil && it.Ingredient == d.Items[i].Ingredient {
			amount = strings.TrimSpace(lineText(d.Items[i].Quantity, d.Items[i].Unit, "", "")) + " "
		}
	}
	for si, s := range d.Steps {
		low := d.lowOf(si, s.Text)
		if amount != "" && !strings.Contains(low, amount) {
			continue
		}
		if !strings.Contains(low, "flour") || !containsAny(low, []string{"roux", "béchamel", "bechamel", "whisk in the", "whisk in flour", "stir in the flour", "stir in flour"}) {
			continue
		}
		for _, n := range names {
			if strings.Contains(low, n) {
				for _, it := range d.Items {
					if in := it.Ingredient; in != nil && strings.Contains(in.Name, "flour") && it.Grams > 0 {
						return it.Grams
					}
				}
			}
		}
	}
	return 0
}
