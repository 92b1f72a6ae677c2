package engine

import "fmt"

// A fried breakfast (a full English): bacon or sausages fried first, the mushrooms
// and halved tomatoes cooked in their fat, the baked beans warmed in a small pan, the
// eggs fried last and the toast made while they set, so everything reaches the plate
// hot at once. What bacon, eggs, beans, mushrooms and bread are for on a weekend.

func init() {
	ownNeeds["fry-up"] = [][]string{{"egg"}, {"bacon", "pork sausage", "ham"}}
	ownPantryNeeds["fry-up"] = []string{"baked beans", "mushroom", "tomato", "cherry tomato", "black pudding", "hash browns"}
	registerOwn(&form{name: "fry-up", title: "Fried Breakfast", minMinutes: 20, saltFactor: 0.3,
		method: "sear", equipment: []string{"large skillet", "small saucepan", "toaster", "tongs", "spatula"}, write: writeFryUp})
}

func writeFryUp(d *dish) {
	eggs := d.find("egg")
	meats := d.where(func(p *part) bool {
		return p.in.Name == "bacon" || p.in.Name == "pork sausage" || p.in.Name == "ham" || p.in.Name == "black pudding"
	})
	if eggs == nil || len(meats) == 0 {
		return
	}
	w, _ := eggs.in.UnitGrams("piece")
	eggs.grams = min(eggs.grams, 2*w*d.servings)
	if eggs.limit > 0 {
		eggs.grams = min(eggs.grams, eggs.limit)
	}
	eggs.prep = ""
	var sausages, rashers []*part
	for _, m := range meats {
		m.prep = ""
		if m.in.Name == "pork sausage" {
			d.size(m, 110) // two a person
			sausages = append(sausages, m)
		} else {
			d.size(m, 50) // two rashers a person
			if m.in.Name == "black pudding" {
				m.prep = "cut into 1.5 cm (1/2 in) slices" // two slices a person, fried beside the bacon
			}
			rashers = append(rashers, m)
		}
	}
	beans := d.find("baked beans")
	d.size(beans, 100)
	if beans != nil {
		beans.prep = ""
	}
	var pan []*part // what cooks in the meat's fat
	for _, n := range []string{"mushroom", "tomato", "cherry tomato"} {
		if p := d.find(n); p != nil {
			pan = append(pan, p)
			d.size(p, 60)
			p.prep = "halved"
			if n == "mushroom" {
				p.prep = "sliced"
			}
		}
	}
	toast := d.starch
	butter := d.find("butter")
	if toast != nil {
		d.bySlices(toast, 1)
	}
	if butter != nil && (toast == nil || butter == d.fat) {
		butter = nil
	} else if butter != nil {
		butter.grams, butter.prep = 6*toast.grams/toast.in.Units["slice"], "" // a thin scrape a slice
	}
	fat := d.fatName()
	d.prepAny()
	if len(sausages) > 0 {
		d.step(15, "Fry the %s in a large skillet with a little of the %s over medium heat, turning now and then, until browned all over and cooked through (71°C / 160°F inside), 12–15 minutes; keep warm on a plate in a low oven.", plurals(sausages), fat)
	}
	if len(rashers) > 0 {
		in := "in the same pan"
		if len(sausages) == 0 {
			in = fmt.Sprintf("in a large skillet with a little of the %s", fat)
		}
		d.step(6, "Fry the %s %s over medium-high heat until crisp at the edges, 2–3 minutes a side; keep warm on a plate in a low oven.", plurals(rashers), in)
	}
	if len(pan) > 0 {
		d.step(5, "In the fat left in the pan, cook the %s cut side down until soft and browned, 4–5 minutes, turning the mushrooms once; add to the warm plate.", plurals(pan))
	}
	if beans != nil {
		d.steps[len(d.steps)-1].Text += fmt.Sprintf(" Meanwhile, warm the %s in a small saucepan over low heat, stirring now and then.", plural(beans.name()))
	}
	crack := fmt.Sprintf("Add a little more %s to the pan over medium heat, crack in the %s and fry until the whites are set and the yolks still runny, 3–4 minutes; season them with salt and pepper", fat, plural(eggs.name()))
	if toast != nil {
		crack += fmt.Sprintf("; meanwhile, toast the %s", toast.name())
		if butter != nil {
			crack += " and butter it"
		}
	}
	d.step(4, "%s.", crack)
	d.step(1, "Share everything between warm plates%s and serve at once.%s", ifAny(" with the ", someOf(toast), ""), d.toppingsExcept(append(append([]*part{eggs, beans, toast, butter}, meats...), pan...)...))
}
